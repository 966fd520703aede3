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
