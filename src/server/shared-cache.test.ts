import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  PAGE_CACHE,
  PAGE_CACHE_CONTROL,
  PERSONAL_PAGES,
  limitSharedCaching,
  personalPolicy,
  sharedCachePolicy,
  splitStaleWindow,
} from '@/server/shared-cache'

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

  it('never lets any cache keep an error answer that says it may (a file route: public, max-age)', () => {
    for (const status of [400, 403, 404, 416, 500, 503]) {
      for (const value of [
        'public, max-age=3600, stale-while-revalidate=86400',
        'max-age=60',
        'public',
        'private, max-age=600',
        'public, max-age=31536000, immutable',
      ]) {
        expect(sharedCachePolicy(status, value)).toBe('no-store')
      }
      expect(sharedCachePolicy(status, 'private, no-store')).toBe('private, no-store')
      expect(sharedCachePolicy(status, 'no-store')).toBe('no-store')
    }
    expect(sharedCachePolicy(200, 'public, max-age=3600, stale-while-revalidate=86400')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    )
    expect(sharedCachePolicy(206, 'public, max-age=3600')).toBe('public, max-age=3600')
    expect(sharedCachePolicy(304, 'public, max-age=3600')).toBe('public, max-age=3600')
  })

  it('leaves answers that do not address shared caches alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'public, max-age=31536000, immutable',
    ]) {
      expect(sharedCachePolicy(200, value)).toBe(value)
    }
    expect(sharedCachePolicy(404, 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe('no-store')
    expect(sharedCachePolicy(200, 'public, max-age=0, s-maxage=5')).toBe('public, max-age=0, s-maxage=5')
  })
})

describe('limitSharedCaching', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      limitSharedCaching(res, req)
      res.setHeader('cache-control', 's-maxage=31536000')
      if (req.url?.startsWith('/api/')) {
        // A file route's 200, as next.config.ts marks it.
        res.setHeader('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF')
      }
      if (req.url === '/missing') {
        res.statusCode = 404
        res.end('gone') // no writeHead: Node writes the head itself
      } else if (req.url === '/file') {
        // As next.config.ts marks a file route, and the route's own 403 left it.
        res.setHeader('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
        res.writeHead(403, { 'content-type': 'application/json' }).end('{}')
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('rewrites the head however it is written', async () => {
    expect((await fetch(`${url}/page`)).headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect((await fetch(`${url}/missing`)).headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${url}/file`)).headers.get('cache-control')).toBe('no-store')
  })

  it('keeps an API answer to a caller with credentials out of shared caches', async () => {
    const file = `${url}/api/form-attachments/file/cv.pdf`
    const shared = 'public, max-age=3600, stale-while-revalidate=86400'
    const personal = 'private, max-age=3600, stale-while-revalidate=86400'
    expect((await fetch(file)).headers.get('cache-control')).toBe(shared)
    expect((await fetch(file, { headers: { cookie: 'theme=dark' } })).headers.get('cache-control')).toBe(shared)
    for (const headers of <Record<string, string>[]>[
      { cookie: 'theme=dark; payload-token=abc' },
      { cookie: 'payload-token=abc' },
      { authorization: 'JWT abc' },
      { authorization: 'users API-Key abc' },
    ]) {
      expect((await fetch(file, { headers })).headers.get('cache-control'), JSON.stringify(headers)).toBe(personal)
    }
    // Pages render nothing personal on the server: a signed-in visitor's page stays shareable.
    const page = await fetch(`${url}/page`, { headers: { cookie: 'payload-token=abc' } })
    expect(page.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
  })
})

describe('personalPolicy', () => {
  it('turns a shared lifetime into the caller’s own', () => {
    expect(personalPolicy('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(
      'private, max-age=0, stale-while-revalidate=300',
    )
    expect(personalPolicy('s-maxage=60, max-age=10')).toBe('max-age=10')
    expect(personalPolicy('no-store')).toBe('no-store')
  })
})

describe('a page rendered per request for its query string', () => {
  const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate'
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      limitSharedCaching(res, req)
      res.setHeader('cache-control', PER_REQUEST)
      if (req.url?.includes('sets-cookie')) res.setHeader('set-cookie', 'seen=1; Path=/')
      if (req.url?.includes('missing')) res.statusCode = 404
      if (req.url?.includes('head-cookie')) return res.writeHead(200, ['Set-Cookie', 'seen=1']).end('ok')
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const policy = async (path: string, init: RequestInit = {}) =>
    (await fetch(`${url}${path}`, init)).headers.get('cache-control')

  it('is shareable for an anonymous visitor, like a page Next renders once', async () => {
    for (const path of ['/post?page=2', '/comedy-tour?kind=seated', '/search?q=marking', '/category/staffroom'])
      expect(await policy(path), path).toBe(PAGE_CACHE_CONTROL)
    expect(await policy('/post?page=2', { method: 'HEAD' })).toBe(PAGE_CACHE_CONTROL)
    expect(await policy('/post?page=2', { headers: { cookie: 'staffroom-consent=1' } })).toBe(PAGE_CACHE_CONTROL)
  })

  it('stays the caller’s own with credentials or in draft mode', async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=abc' },
      { authorization: 'JWT abc' },
      { cookie: 'theme=dark; __prerender_bypass=abc' },
    ])
      expect(await policy('/post?page=2', { headers }), JSON.stringify(headers)).toBe(PER_REQUEST)
  })

  it('is never shared when it is personal, sets a cookie, is not a page, is not a read, or failed', async () => {
    expect(await policy('/newsletter/confirm?s=1&t=abc')).toBe(PER_REQUEST)
    expect(await policy('/newsletter/unsubscribe?s=1&t=abc')).toBe(PER_REQUEST)
    expect(await policy('/post?page=2&sets-cookie')).toBe(PER_REQUEST)
    expect(await policy('/post?page=2&head-cookie')).toBe(PER_REQUEST)
    for (const path of ['/api/posts?limit=1', '/admin/collections/posts', '/_next/data/x.json', '/next/preview'])
      expect(await policy(path), path).toBe(PER_REQUEST)
    expect(await policy('/post?page=2', { method: 'POST', body: 'x' })).toBe(PER_REQUEST)
    expect(await policy('/post?page=2&missing')).toBe('no-store')
  })
})

describe('PERSONAL_PAGES', () => {
  const APP = path.join(process.cwd(), 'src/app/(site)')
  /** The ways a page reads one visitor's things on the server: cookies, headers, a newsletter link. */
  const PERSONAL_READ = /from 'next\/headers'|from '@\/server\/(newsletter|actions)\/|\blinkParams\b/
  const routeOf = (file: string) =>
    `/${path
      .relative(APP, path.dirname(file))
      .split(path.sep)
      .filter((part) => !/^\(.*\)$/.test(part))
      .join('/')}`
      .replace(/\[\.\.\.(\w+)\]/g, 'x/y')
      .replace(/\[(\w+)\]/g, 'x')

  it('holds every page that reads a visitor’s cookie, headers or link, and only pages that exist', () => {
    const pages = readdirSync(APP, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => path.join(APP, file))
    const personal = pages.filter((file) => PERSONAL_READ.test(readFileSync(file, 'utf8'))).map(routeOf)
    expect(personal.sort()).toEqual(['/newsletter/confirm', '/newsletter/unsubscribe'])
    for (const route of personal)
      expect(
        PERSONAL_PAGES.some((page) => page.test(route)),
        route,
      ).toBe(true)
    for (const page of PERSONAL_PAGES)
      expect(
        pages.map(routeOf).some((route) => page.test(route)),
        String(page),
      ).toBe(true)
  })
})

describe('splitStaleWindow', () => {
  it('gives the stale window to CDNs only, so browsers ask again on every reload and refresh', () => {
    expect(splitStaleWindow(PAGE_CACHE)).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=60',
      cdnCacheControl: 'max-age=60, stale-while-revalidate=300',
    })
    expect(splitStaleWindow('s-maxage=25, stale-while-revalidate=300')).toEqual({
      cacheControl: 's-maxage=25',
      cdnCacheControl: 'max-age=25, stale-while-revalidate=300',
    })
    // Files (no shared lifetime of their own) and answers without a window pass unchanged.
    for (const policy of [
      'public, max-age=3600, stale-while-revalidate=86400',
      'public, max-age=0, s-maxage=5',
      'no-store',
    ])
      expect(splitStaleWindow(policy)).toEqual({ cacheControl: policy })
  })

  it('is what a page says on the wire', async () => {
    const server = createServer((req, res) => {
      limitSharedCaching(res, req)
      res.setHeader('cache-control', 's-maxage=31536000')
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/post/a`)
      expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
      expect(answer.headers.get('cache-control')).not.toMatch(/stale-while-revalidate/)
      expect(answer.headers.get('cdn-cache-control')).toBe('max-age=60, stale-while-revalidate=300')
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
