import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'

import { transformSync } from 'esbuild'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { AdSlot } from '@/components/ads/ad-slot'
import { inContentBreaks, listBreaks, mappingSchema, PLACEMENT_NAMES, resolveSlots } from '@/lib/ads/placements'
import { encodeConsent } from '@/lib/consent/cookie'
import { consentGateScript } from '@/lib/consent/gate-script'
import { adLoaderScript } from '@/lib/ads/loader-script'
import { fetchMapping, forgetMapping, MAPPING_MAX_BYTES } from '@/server/ads/mapping'
import { resolveAdSetup } from '@/server/ads/setup'

const GOOD = { mappings: [{ placement: 'in-content', unit: '/1234/staffroom/in-content', sizes: [[300, 250]] }] }

describe('the placement mapping', () => {
  it('takes {"mappings": [...]} of known placements', () => {
    expect(mappingSchema.safeParse(GOOD).success).toBe(true)
    expect(mappingSchema.safeParse({ mappings: [] }).success).toBe(true)
    expect(mappingSchema.safeParse({ mappings: [{ placement: 'sidebar', unit: 'side' }] }).success).toBe(true)
  })

  it.each([
    ['a list', [GOOD.mappings[0]]],
    ['no mappings', {}],
    ['mappings not a list', { mappings: { 'in-content': 'x' } }],
    ['another key beside mappings', { ...GOOD, extra: 1 }],
    ['an unknown placement', { mappings: [{ placement: 'popup', unit: 'x' }] }],
    ['an entry with another key', { mappings: [{ placement: 'sidebar', unit: 'x', script: 'evil.js' }] }],
    ['a unit with markup', { mappings: [{ placement: 'sidebar', unit: '<script>' }] }],
    ['an empty unit', { mappings: [{ placement: 'sidebar', unit: '' }] }],
    ['a size larger than the box', { mappings: [{ placement: 'in-content', unit: 'x', sizes: [[970, 250]] }] }],
    ['a size of zero', { mappings: [{ placement: 'in-content', unit: 'x', sizes: [[0, 250]] }] }],
    ['a placement twice', { mappings: [GOOD.mappings[0], GOOD.mappings[0]] }],
  ])('refuses %s', (_, value) => {
    expect(mappingSchema.safeParse(value).success).toBe(false)
  })

  it('runs every placement without a mapping, only the mapped ones with one', () => {
    expect(Object.keys(resolveSlots(null)).sort()).toEqual([...PLACEMENT_NAMES].sort())
    expect(resolveSlots(null).sidebar).toEqual({ placement: 'sidebar', unit: 'sidebar', sizes: [[300, 600]] })
    expect(resolveSlots(null)['header-leaderboard']?.sizes).toEqual([
      [728, 90],
      [320, 50],
    ])
    const mapped = resolveSlots(mappingSchema.parse(GOOD))
    expect(Object.keys(mapped)).toEqual(['in-content'])
    expect(mapped['in-content']?.unit).toBe('/1234/staffroom/in-content')
    expect(resolveSlots({ mappings: [] })).toEqual({})
  })
})

describe('where slots go', () => {
  it('puts an in-content ad after every N paragraphs, never at the end', () => {
    const body = ['paragraph', 'paragraph', 'heading', 'paragraph', 'block', 'paragraph', 'paragraph']
    expect(inContentBreaks(body, 2)).toEqual([1, 5])
    expect(inContentBreaks(body, 5)).toEqual([])
    expect(inContentBreaks(['paragraph', 'paragraph'], 2)).toEqual([])
    expect(inContentBreaks(['paragraph', 'paragraph', 'list'], 1)).toEqual([0, 1])
  })

  it('puts a list ad after every N items, never after the last', () => {
    expect(listBreaks(12, 6)).toEqual([5])
    expect(listBreaks(13, 6)).toEqual([5, 11])
    expect(listBreaks(6, 6)).toEqual([])
    expect(listBreaks(0, 6)).toEqual([])
  })
})

describe('an ad slot', () => {
  const setup = {
    scriptUrl: 'http://ads.test/ads.js',
    publisherId: null,
    slots: resolveSlots(null),
    paragraphInterval: 4,
    listInterval: 6,
  }

  it('renders nothing without a setup or for a placement the mapping leaves out', () => {
    expect(renderToStaticMarkup(AdSlot({ setup: null, placement: 'sidebar' }))).toBe('')
    const only = { ...setup, slots: resolveSlots({ mappings: [{ placement: 'in-content', unit: 'x' }] }) }
    expect(renderToStaticMarkup(AdSlot({ setup: only, placement: 'sidebar' }))).toBe('')
  })

  it('is labelled, reserves its box and says what to ask for', () => {
    const html = renderToStaticMarkup(AdSlot({ setup, placement: 'header-leaderboard', index: 2 }))
    expect(html).toContain('>Advertisement</span>')
    expect(html).toContain('id="ad-header-leaderboard-2"')
    expect(html).toContain('data-ad-unit="header-leaderboard"')
    expect(html).toContain('data-ad-sizes="728x90,320x50"')
    expect(html).toContain('--ad-dw:728px;--ad-dh:90px;--ad-mw:320px;--ad-mh:50px')
    expect(renderToStaticMarkup(AdSlot({ setup, placement: 'sidebar' }))).toContain('ad-desktop-only')
  })
})

describe('the consent gate script', () => {
  const run = (cookie: string) => {
    const attributes: Record<string, string> = {}
    const document = { cookie, documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } }
    runInNewContext(consentGateScript, { document })
    return attributes
  }
  const cookie = (advertising: boolean) =>
    `staffroom-consent=${encodeConsent({ analytics: false, advertising, social: false }, new Date())}`

  it('marks a yes to advertising before the first paint, and only that', () => {
    expect(run(cookie(true))).toEqual({ 'data-consent': 'chosen', 'data-ads': 'on' })
    expect(run(cookie(false))).toEqual({ 'data-consent': 'chosen' })
    expect(run('')).toEqual({})
  })
})

describe('the ad loader script', () => {
  it('is plain ES5, with its settings as JSON literals', () => {
    const script = adLoaderScript('https://ads.example/tag.js?a=1&b="2"', null)
    const es5 = transformSync(script, { target: 'es5', loader: 'js' }).code
    expect(es5).toBe(transformSync(script, { target: 'esnext', loader: 'js' }).code)
    expect(script).toContain('var SCRIPT = "https://ads.example/tag.js?a=1&b=\\"2\\"";')
    expect(script).toContain('var PUBLISHER = null;')
  })
})

describe('fetching the mapping', () => {
  let server: http.Server
  let base: string
  const routes: Record<string, (res: http.ServerResponse) => void> = {
    '/good': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(GOOD)),
    '/not-json': (res) => res.writeHead(200).end('<html>oops</html>'),
    '/wrong-shape': (res) => res.writeHead(200).end(JSON.stringify([GOOD])),
    '/error': (res) => res.writeHead(500).end('{"mappings": []}'),
    '/slow': () => undefined, // never answers: only the time limit ends the request
    '/redirect': (res) => res.writeHead(302, { location: '/good' }).end(),
    '/huge': (res) => res.writeHead(200).end(`{"mappings": [], "x": "${'a'.repeat(MAPPING_MAX_BYTES)}"}`),
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => (routes[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => forgetMapping())

  it('reads a good mapping', async () => {
    expect(await fetchMapping(`${base}/good`, 1000)).toEqual({ ok: true, mapping: GOOD })
  })

  it.each([
    ['/not-json', 'answer is not JSON'],
    ['/wrong-shape', 'not a valid mapping'],
    ['/error', 'answered HTTP 500'],
    ['/slow', 'no answer within 300 ms'],
    ['/redirect', 'answered HTTP 302'],
    ['/huge', 'answer larger than'],
    ['/missing', 'answered HTTP 404'],
  ])('fails on %s, saying why', async (path, reason) => {
    const result = await fetchMapping(`${base}${path}`, 300)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toContain(reason)
  })

  it('fails on a refused connection', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect((await fetchMapping(`http://127.0.0.1:${port}/`, 500)).ok).toBe(false)
  })

  const config = { timeoutMs: 300, paragraphInterval: 4, listInterval: 6 }

  it('leaves ads off unless a script is configured', async () => {
    expect(await resolveAdSetup({ ...config })).toBeNull()
    expect(await resolveAdSetup({ ...config, mappingUrl: `${base}/good` })).toBeNull()
  })

  it('runs every placement without a mapping, the mapped ones with a good one', async () => {
    const all = await resolveAdSetup({ ...config, scriptUrl: 'http://ads.test/ads.js', publisherId: 'pub-1' })
    expect(all?.publisherId).toBe('pub-1')
    expect(Object.keys(all?.slots ?? {})).toHaveLength(PLACEMENT_NAMES.length)
    const mapped = await resolveAdSetup({ ...config, scriptUrl: 'http://ads.test/ads.js', mappingUrl: `${base}/good` })
    expect(Object.keys(mapped?.slots ?? {})).toEqual(['in-content'])
  })

  it.each(['/not-json', '/wrong-shape', '/error', '/slow'])(
    'collapses every slot when the mapping at %s fails',
    async (path) => {
      expect(
        await resolveAdSetup({ ...config, scriptUrl: 'http://ads.test/ads.js', mappingUrl: `${base}${path}` }),
      ).toBeNull()
    },
  )
})
