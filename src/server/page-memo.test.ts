import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createPageMemo, MEMO_MS, renewThrough, STALE_MS, type Renew } from '@/server/page-memo'
import { PAGE_CACHE } from '@/server/shared-cache'

/** A stand-in for Next behind the memo: counts its renders; the address says what to answer. */
let renders = 0
let clock = 0
/** The next render waits for finishHeld(); startedHeld resolves when it has begun. */
let holdNext = false
let finishHeld = () => {}
let startedHeld = Promise.resolve()
let onHeld = () => {}
const memo = createPageMemo({ now: () => clock })

function render(req: IncomingMessage, res: ServerResponse) {
  renders += 1
  const url = new URL(req.url ?? '/', 'http://x')
  const finish = () => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', url.searchParams.get('cc') ?? PAGE_CACHE)
    res.setHeader('etag', '"page-1"')
    if (url.searchParams.has('cookie')) res.setHeader('set-cookie', 'seen=1; Path=/')
    res.statusCode = Number(url.searchParams.get('status') ?? 200)
    res.setHeader('content-security-policy', `script-src 'self' 'sha256-${renders}'`)
    res.write(`<p>render ${renders}</p>`)
    res.end(url.searchParams.has('big') ? 'x'.repeat(2_100_000) : '<p>end</p>')
  }
  if (holdNext) {
    holdNext = false
    finishHeld = finish
    onHeld()
  } else finish()
}

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!memo.serve(req, res)) render(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  memo.clear()
  renders = 0
  clock = 1_000_000
})

const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init)
const body = async (path: string, init: RequestInit = {}) => (await get(path, init)).text()

describe('the page memo', () => {
  it('answers the same page again from memory for a second, headers and bytes as they were', async () => {
    const first = await get('/post/a')
    const firstBody = await first.text()
    const again = await get('/post/a')
    expect(await again.text()).toBe(firstBody)
    expect(renders).toBe(1)
    for (const name of ['cache-control', 'content-security-policy', 'etag', 'content-type'])
      expect(again.headers.get(name), name).toBe(first.headers.get(name))
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)))
    expect(again.headers.get('date')).toBeTruthy()

    const head = await get('/post/a', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)))
    expect(renders).toBe(1)

    clock += MEMO_MS
    expect(await body('/post/a')).toContain('render 2')
  })

  it('keeps what it answers to gzip and to identity clients apart', async () => {
    await get('/post/a', { headers: { 'accept-encoding': 'identity' } })
    await get('/post/a', { headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(renders).toBe(2)
  })

  it('answers a conditional request for the page it holds 304, without a body or a policy', async () => {
    await get('/post/a')
    const answer = await get('/post/a', { headers: { 'if-none-match': 'W/"other", "page-1"' } })
    expect(answer.status).toBe(304)
    expect(answer.headers.get('content-security-policy')).toBeNull()
    expect(answer.headers.get('etag')).toBe('"page-1"')
    expect(renders).toBe(1)
  })

  it('forgets everything when cache tags expire, and does not keep an answer begun before', async () => {
    await get('/post/a')
    memo.clear()
    expect(await body('/post/a')).toContain('render 2')

    holdNext = true
    startedHeld = new Promise<void>((resolve) => (onHeld = resolve))
    const pending = body('/post/b')
    await startedHeld
    memo.clear() // an editor publishes while the page renders
    finishHeld()
    expect(await pending).toContain('render 3')
    expect(await body('/post/b')).toContain('render 4')
    expect(await body('/post/b')).toContain('render 4')
  })

  it('never answers from memory what a shared cache may not keep, or a visitor’s own request', async () => {
    const twice = async (path: string, init: RequestInit = {}) => {
      const before = renders
      await get(path, init)
      await get(path, init)
      return renders - before
    }
    for (const cc of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'public, max-age=3600'])
      expect(await twice(`/post/a?cc=${encodeURIComponent(cc)}`), cc).toBe(2)
    expect(await twice('/post/a?status=404')).toBe(2)
    expect(await twice('/post/a?cookie')).toBe(2)
    expect(await twice('/post/a?big')).toBe(2)
    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=abc' },
      { cookie: 'theme=1; __prerender_bypass=abc' },
      { authorization: 'JWT abc' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ])
      expect(await twice('/post/a', { headers }), JSON.stringify(headers)).toBe(2)
    for (const path of ['/api/posts', '/admin', '/_next/static/x.js', '/graphql?query=x', '/next/preview'])
      expect(await twice(path), path).toBe(2)
    expect(await twice('/post/a', { method: 'POST', body: 'x' })).toBe(2)
    // HEAD is answered from memory but does not fill it.
    expect(await twice('/post/c', { method: 'HEAD' })).toBe(2)
    expect(await twice('/post/a', { headers: { cookie: 'staffroom-consent=1' } })).toBe(1)
  })
})

describe('the page memo, renewed in the background', () => {
  let renewing: Server
  let origin: string
  let renewals = 0
  let renewed = Promise.resolve()
  let onRenewed = () => {}
  let sendRenewal: Renew = async () => {}
  const renewingMemo = createPageMemo({
    now: () => clock,
    renew: async (req, headers) => {
      renewals += 1
      await sendRenewal(req, headers)
      onRenewed()
    },
  })
  const expectRenewal = () => {
    renewed = new Promise<void>((resolve) => (onRenewed = resolve))
  }

  beforeAll(async () => {
    renewing = createServer((req, res) => {
      if (!renewingMemo.serve(req, res)) render(req, res)
    })
    await new Promise<void>((resolve) => renewing.listen(0, '127.0.0.1', resolve))
    const { port } = renewing.address() as AddressInfo
    origin = `http://127.0.0.1:${port}`
    sendRenewal = renewThrough(port)
  })
  afterAll(() => new Promise<void>((resolve) => renewing.close(() => resolve())))
  beforeEach(() => {
    renewingMemo.clear()
    renewals = 0
  })
  const text = async (path: string) => (await fetch(`${origin}${path}`)).text()

  it('replays a page past its second while one request of its own renders the next, then serves that', async () => {
    expect(await text('/post/a')).toContain('render 1')
    clock += MEMO_MS
    holdNext = true
    startedHeld = new Promise<void>((resolve) => (onHeld = resolve))
    expectRenewal()
    // Visitors past the second get the held answer at once; only one renewal renders.
    expect(await text('/post/a')).toContain('render 1')
    await startedHeld
    expect(await text('/post/a')).toContain('render 1')
    expect(await text('/post/a')).toContain('render 1')
    expect({ renders, renewals }).toEqual({ renders: 2, renewals: 1 })
    finishHeld()
    await renewed
    expect(await text('/post/a')).toContain('render 2')
    expect(renders).toBe(2)
  })

  it('renders for the visitor a page asked for no more than STALE_MS after its second, and one a publish expired', async () => {
    await text('/post/a')
    clock += MEMO_MS + STALE_MS
    expect(await text('/post/a')).toContain('render 2')
    renewingMemo.clear()
    expect(await text('/post/a')).toContain('render 3')
    expect(renewals).toBe(0)
  })

  it('never lets a request that only claims to be a renewal past the memory', async () => {
    await text('/post/a')
    const claimed = await fetch(`${origin}/post/a`, { headers: { 'x-staffroom-page-renewal': 'guess' } })
    expect(await claimed.text()).toContain('render 1')
    expect(renders).toBe(1)
  })
})
