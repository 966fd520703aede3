/**
 * deploy/nginx/staffroom.conf, run in front of the e2e server (support/nginx.ts): plain HTTP goes to
 * HTTPS; pages come through with the app's headers plus HSTS, and the second reader is served from
 * nginx's cache; what belongs to one caller (signed-in API calls, previews), errors and GraphQL
 * writes are never kept; subscriptions work over the proxied websocket.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { createClient } from 'graphql-ws'
import { WebSocket } from 'ws'

import { expect, test } from './support/fixtures'
import { runtime } from './support/env'
import { startNginx, type LocalNginx } from './support/nginx'

let nginx: LocalNginx
let client: APIRequestContext

test.beforeAll(async () => {
  nginx = await startNginx(runtime().baseURL)
  client = await playwrightRequest.newContext({ ignoreHTTPSErrors: true })
})

test.afterAll(async () => {
  await client?.dispose()
  await nginx?.stop()
})

const cacheStatus = async (path: string, headers: Record<string, string> = {}) =>
  (await client.get(`${nginx.https}${path}`, { headers })).headers()['x-cache-status'] ?? '(none)'

test('plain HTTP is answered with a permanent redirect to the same address over HTTPS', async () => {
  const response = await client.get(`${nginx.http}/post?page=2`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('https://127.0.0.1/post?page=2')
})

test('a page comes with the app’s headers and HSTS, and the next reader gets it from the cache', async () => {
  const first = await client.get(`${nginx.https}/about-us`)
  expect(first.status()).toBe(200)
  const h = first.headers()
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['content-security-policy']).toMatch(/script-src 'self'( [^ ;]+)* 'sha256-/)
  expect(h['cache-control']).toMatch(/s-maxage=\d+/)
  const second = await client.get(`${nginx.https}/about-us`)
  // Served from nginx's copy: fresh, or stale while one request fetches it again.
  expect(second.headers()['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/)
  expect(await second.text()).toBe(await first.text())
})

test('a page rendered per request for its query string is kept too, for anonymous readers only', async ({
  editorToken,
}) => {
  const first = await client.get(`${nginx.https}/post?page=2`)
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
  expect(await cacheStatus('/post?page=2')).toMatch(/^(HIT|STALE|UPDATING)$/)
  expect(await cacheStatus('/post?page=2', { authorization: `JWT ${editorToken}` })).toBe('BYPASS')
})

test('an editor’s publish reaches readers of a cached page through nginx', async ({ editorApi }) => {
  const word = `microcache${Date.now().toString(36)}`
  const search = `/search?q=${word}`
  const text = async () => (await client.get(`${nginx.https}${search}`)).text()
  expect(await text()).not.toContain(`Kept fresh ${word}`)
  expect(await cacheStatus(search)).toMatch(/^(HIT|STALE|UPDATING)$/)

  const created = await editorApi.post('/api/pages', {
    data: { title: `Kept fresh ${word}`, slug: `kept-fresh-${word}`, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // nginx keeps a page one second and then refreshes it: the new page shows without a purge.
    await expect.poll(text, { timeout: 30_000 }).toContain(`Kept fresh ${word}`)
  } finally {
    expect((await editorApi.delete(`/api/pages/${doc.id}`)).status()).toBe(200)
  }
})

test('never kept: signed-in API answers, previews, errors and GraphQL writes', async ({ editorToken }) => {
  const signedIn = { authorization: `JWT ${editorToken}` }
  for (let i = 0; i < 2; i++) expect(await cacheStatus('/api/users/me', signedIn)).toBe('BYPASS')
  // The REST API answers no-store, a missing page too: asked twice, fetched twice.
  await cacheStatus('/api/posts?limit=1&depth=0')
  expect(await cacheStatus('/api/posts?limit=1&depth=0')).toBe('MISS')
  await cacheStatus('/post/no-such-article')
  expect(await cacheStatus('/post/no-such-article')).toBe('MISS')
  // An editor previewing drafts (Next's draft mode cookie) is never served the public copy.
  expect(await cacheStatus('/about-us', { cookie: '__prerender_bypass=preview' })).toBe('BYPASS')
  const write = await client.post(`${nginx.https}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ Posts(limit: 1) { totalDocs } }' },
  })
  expect(write.status()).toBe(200)
  expect(write.headers()['x-cache-status'] ?? '(none)').not.toBe('HIT')
})

test('GraphQL subscriptions connect through the proxy over TLS', async () => {
  class SelfSignedWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { rejectUnauthorized: false })
    }
  }
  const ws = createClient({
    url: `${nginx.https.replace('https:', 'wss:')}/graphql`,
    webSocketImpl: SelfSignedWebSocket,
    retryAttempts: 0,
    lazy: false,
  })
  try {
    const acknowledged = await new Promise<boolean>((resolve, reject) => {
      ws.on('connected', () => resolve(true))
      ws.on('error', reject)
      ws.on('closed', (event) => reject(new Error(`closed: ${JSON.stringify(event)}`)))
    })
    expect(acknowledged).toBe(true)
  } finally {
    await ws.dispose()
  }
})
