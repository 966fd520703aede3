import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_CACHE, limitSharedCaching, sharedCachePolicy } from '@/server/shared-cache'

describe('sharedCachePolicy', () => {
  it("bounds Next's year-long page caching to a minute", () => {
    expect(sharedCachePolicy(200, 's-maxage=31536000')).toBe(PAGE_CACHE)
  })

  it('bounds a lifetime a page set itself (revalidateAt) to a minute, and keeps a shorter one, stale 5 minutes at most', () => {
    expect(sharedCachePolicy(200, 's-maxage=1814400, stale-while-revalidate=29721600')).toBe(PAGE_CACHE)
    expect(sharedCachePolicy(200, 's-maxage=25, stale-while-revalidate=31535975')).toBe(
      's-maxage=25, stale-while-revalidate=300',
    )
    expect(sharedCachePolicy(200, 's-maxage=25, stale-while-revalidate=60')).toBe(
      's-maxage=25, stale-while-revalidate=60',
    )
  })

  it('never lets a shared cache keep an error page', () => {
    expect(sharedCachePolicy(404, 's-maxage=31536000')).toBe('no-store')
    expect(sharedCachePolicy(500, 's-maxage=60')).toBe('no-store')
  })

  it('leaves answers that do not address shared caches alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
    ]) {
      expect(sharedCachePolicy(200, value)).toBe(value)
      expect(sharedCachePolicy(404, value)).toBe(value)
    }
    expect(sharedCachePolicy(200, 'public, max-age=0, s-maxage=5')).toBe('public, max-age=0, s-maxage=5')
  })
})

describe('limitSharedCaching', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      limitSharedCaching(res)
      res.setHeader('cache-control', 's-maxage=31536000')
      if (req.url === '/missing') {
        res.statusCode = 404
        res.end('gone') // no writeHead: Node writes the head itself
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('rewrites the head however it is written', async () => {
    expect((await fetch(`${url}/page`)).headers.get('cache-control')).toBe(PAGE_CACHE)
    expect((await fetch(`${url}/missing`)).headers.get('cache-control')).toBe('no-store')
  })
})
