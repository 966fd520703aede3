/**
 * Security headers on every kind of answer (docs/security.md): pages, index pages, articles,
 * errors, the REST API, uploaded files, feeds, sitemaps, /graphql and CMS redirects (the last two
 * answered by server.ts, not Next); and caching that fits each kind.
 */
import type { APIResponse } from '@playwright/test'

import { apiDocs, someArticle } from './support/content'
import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'

function expectSecurityHeaders(response: APIResponse, what: string, resourcePolicy = 'same-origin') {
  const h = response.headers()
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff')
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\).*microphone=\(\)/)
  expect(h['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin-allow-popups')
  expect(h['cross-origin-resource-policy'], `${what}: CORP`).toBe(resourcePolicy)
  const csp = h['content-security-policy'] ?? ''
  for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"]) {
    expect(csp, `${what}: CSP ${directive}`).toContain(directive)
  }
  // An HTML answer's scripts: its own files and its inline scripts by hash, never 'unsafe-inline'.
  if (/^text\/html/.test(h['content-type'] ?? '')) {
    expect(csp, `${what}: CSP script-src`).toMatch(/script-src 'self'( [^ ;]+)* 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(csp, `${what}: CSP script-src`).not.toMatch(/unsafe-inline|unsafe-eval/)
  }
  // Payload's colour-scheme client hint is for the admin only (it makes Chromium ask twice).
  expect(h['accept-ch'], `${what}: Accept-CH`).toBeUndefined()
}

const cacheControl = (response: APIResponse) => response.headers()['cache-control'] ?? ''

/**
 * Shared caches may keep it, briefly: they know nothing of the tags that expire Next's own cache
 * when an editor publishes (src/server/shared-cache.ts), so never for more than an hour.
 */
function expectCacheable(response: APIResponse, what: string) {
  const value = cacheControl(response)
  expect(value, `${what}: Cache-Control`).toMatch(/s-maxage=\d+/)
  expect(value, `${what}: Cache-Control`).not.toMatch(/private|no-store/)
  expect(Number(/s-maxage=(\d+)/.exec(value)?.[1]), `${what}: s-maxage`).toBeLessThanOrEqual(3600)
  // A stale window binds browsers too (a reload answered from their copy): it is for CDNs only.
  expect(value, `${what}: Cache-Control`).not.toMatch(/stale-while-revalidate/)
}

function expectNotStored(response: APIResponse, what: string) {
  expect(cacheControl(response), `${what}: Cache-Control`).toMatch(/no-store/)
}

test('pages, articles and index pages carry the security headers and may be cached', async ({ request }) => {
  const article = await someArticle(request)
  const [meme] = await apiDocs(request, 'memes', { sort: 'id', limit: '1' })
  const [video] = await apiDocs(request, 'videos', { sort: 'id', limit: '1' })
  const [, olderDay] = await apiDocs(request, 'faves', { sort: '-slug', limit: '2' })
  for (const path of [
    '/',
    `/post/${article.slug}`,
    `/meme/${meme.slug}`,
    '/videos',
    `/video/${video.slug}`,
    '/podcasts',
    '/podcast/the-staffroom-kettle/the-first-day-back',
    '/about-us',
    '/category',
    '/author',
    '/original',
    '/giveaways',
    '/giveaway-old',
    '/giveaway-old/caption-contest-coffee-machine',
    '/giveaway-old/back-to-school-stationery-hamper',
    '/disabled-holiday-giveaway',
    '/giveaway-rules',
    '/faves-of-the-day',
    `/faves-of-the-day/${olderDay.slug}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expectCacheable(response, path)
  }
  // Paginated lists, filters, category pages, the tour's views and search render per request for
  // their query string; anonymous and outside draft mode they are the same for everyone: shareable.
  const [category] = await apiDocs(request, 'categories', { sort: 'id', limit: '1' })
  const perRequest = [
    '/post',
    '/post?page=2',
    '/memes?page=2',
    '/printables?page=2',
    `/category/${category.slug}`,
    '/video-category/sketches',
    '/podcast/the-staffroom-kettle',
    '/podcast/the-staffroom-kettle?sort=oldest',
    '/search',
    '/search?q=marking',
    '/search?q=marking&type=posts&page=1',
    '/comedy-tour',
    '/teachers-do-stand-up-tour',
    '/comedy-tour?kind=seated&region=Texas',
    '/comedy-tour?zip=10036',
    '/comedy-tour?view=archive',
  ]
  for (const path of perRequest) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expectCacheable(response, path)
  }
  // HEAD is answered alike.
  expectCacheable(await request.head('/post?page=2'), 'HEAD /post?page=2')
})

test('every kind of public page may be kept by a shared cache, anonymous', async ({ request }) => {
  for (const type of PAGE_TYPES.filter((t) => t.status === 200)) {
    const path = await type.path(request)
    const response = await request.get(path)
    expect(response.status(), `${type.name}: ${path}`).toBe(200)
    expectCacheable(response, `${type.name}: ${path}`)
  }
})

test('a page rendered per request stays the caller’s own with credentials', async ({ request, editorToken }) => {
  for (const path of ['/post?page=2', '/search?q=marking', '/comedy-tour']) {
    for (const headers of <Record<string, string>[]>[
      { authorization: `JWT ${editorToken}` },
      { cookie: `payload-token=${editorToken}` },
    ]) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      expect(cacheControl(response), `${path} ${Object.keys(headers)[0]}`).toMatch(/private|no-store/)
      expect(cacheControl(response), `${path} ${Object.keys(headers)[0]}`).not.toMatch(/s-maxage/)
    }
  }
})

test('a 404 of every kind carries the security headers and is never cached', async ({ request }) => {
  // Document pages are rendered once and kept by tag: their 404 must not outlive the slug's publication.
  for (const path of [
    '/no-such-page/at-all',
    '/post/no-such-article',
    '/page/no-such-page',
    '/meme/no-such-meme',
    '/video/no-such-video',
    '/video-category/no-such-category',
    '/podcast/no-such-show',
    '/podcast/the-staffroom-kettle/no-such-episode',
    '/category/no-such-category',
    '/original/no-such-series',
    '/author/999999',
    '/giveaway-old/no-such-giveaway',
    '/memes?category=no-such-category',
    '/search?q=marking&page=999',
    '/comedy-tour?kind=no-such-kind',
    '/teachers-do-stand-up-tour?view=no-such-view',
    '/faves-of-the-day/2001-01-01',
    '/faves-of-the-day/not-a-date',
    '/comedy-tour/calendar/999999.ics',
    '/comedy-tour/calendar/not-a-show.ics',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expectSecurityHeaders(response, path)
    expectNotStored(response, path)
  }
})

test('a show’s calendar file carries the security headers and is checked again on every use', async ({ request }) => {
  const [show] = await apiDocs(request, 'tour-shows', { sort: 'id', limit: '1' })
  const path = `/comedy-tour/calendar/${show.id}.ics`
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expectSecurityHeaders(response, path)
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  // A show changes (sold out, postponed): a cache may keep the file only if it asks again first.
  expect(cacheControl(response), `${path}: Cache-Control`).toBe('no-cache')
})

test('feeds and sitemaps carry the security headers and may be cached', async ({ request }) => {
  for (const path of [
    '/feed.xml',
    '/feeds/podcast/the-staffroom-kettle.xml',
    '/sitemap.xml',
    '/sitemaps/posts.xml',
    '/sitemaps/episodes.xml',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path)
    expectCacheable(response, path)
  }
})

test('the REST API carries the security headers and its answers are never stored', async ({ request, editorApi }) => {
  const anonymous = await request.get('/api/posts?limit=1&depth=0')
  expect(anonymous.status()).toBe(200)
  expectSecurityHeaders(anonymous, 'GET /api/posts')
  expectNotStored(anonymous, 'GET /api/posts')
  const signedIn = await editorApi.get('/api/users/me')
  expect(signedIn.status()).toBe(200)
  expect(((await signedIn.json()) as { user?: { email?: string } }).user?.email).toBeTruthy()
  expectSecurityHeaders(signedIn, 'GET /api/users/me')
  expect(cacheControl(signedIn), 'an editor’s own account').toMatch(/private/)
  expectNotStored(signedIn, 'GET /api/users/me')
})

test('uploaded files carry the security headers, may be embedded elsewhere and cached', async ({ request }) => {
  const [media] = await apiDocs(request, 'media', { sort: 'id', limit: '1' })
  // Episode audio is fetched by podcast apps (the feed's enclosures) and the site's own player.
  const audio = '/api/episode-audio/file/the-staffroom-kettle-the-first-day-back.mp3'
  for (const url of [String(media.url), audio]) {
    const path = new URL(url, 'http://x').pathname
    expect(path).toMatch(/^\/api\/(media|episode-audio)\/file\//)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path, 'cross-origin')
    expect(cacheControl(response), `${path}: Cache-Control`).toMatch(/^public, max-age=\d+/)
  }
})

test('/graphql (served by server.ts) carries the same security headers', async ({ request, editorToken }) => {
  const anonymous = await request.get(`/graphql?query=${encodeURIComponent('{ Posts(limit: 1) { totalDocs } }')}`)
  expect(anonymous.status()).toBe(200)
  expectSecurityHeaders(anonymous, 'GET /graphql')
  // An anonymous read may be kept briefly by a shared cache (it varies on Authorization).
  expect(cacheControl(anonymous)).toMatch(/^public, .*s-maxage=\d+/)

  const signedIn = await request.post('/graphql', {
    headers: { authorization: `JWT ${editorToken}`, 'content-type': 'application/json' },
    data: { query: '{ meUser { user { id } } }' },
  })
  expect(signedIn.status()).toBe(200)
  expect(
    ((await signedIn.json()) as { data?: { meUser?: { user?: { id?: number } } } }).data?.meUser?.user?.id,
  ).toBeTruthy()
  expectSecurityHeaders(signedIn, 'POST /graphql')
  expectNotStored(signedIn, 'POST /graphql (signed in)')
})

test('CMS redirects (served by server.ts) carry the security headers', async ({ request }) => {
  const response = await request.get('/old-staffroom-survival-kit', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expectSecurityHeaders(response, 'redirect')
  expectNotStored(response, 'redirect')
})

test('the admin keeps Payload’s colour-scheme client hint and the security headers', async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.status()).toBe(200)
  expect(response.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
})
