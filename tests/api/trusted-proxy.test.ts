/**
 * Behind a trusted proxy (TRUST_PROXY=true): the client is the address the proxy saw — the last
 * X-Forwarded-For entry, which the proxy appends — never a first hop the client wrote itself.
 * (Without a proxy the header is ignored: tests/api/abuse-graphql.test.ts.) The proxy here is the
 * test itself, sending from 127.0.0.1 what nginx would send.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'

vi.hoisted(() => {
  // Before anything reads the environment (src/env.ts parses it once, on first import).
  process.env.TRUST_PROXY = 'true'
})

import { LIMITS } from '@/server/rate-limit'

import { publishedPost } from './support/content'
import { startApiServer, type ApiServer } from './support/server'
import { subscribe as listen, wsClient } from './support/subscriber'
import { requestFrom } from '../support/from-address'

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api?.close())

/**
 * A client address from 198.18.0.0/16 (65 000 of them): tests exhaust some addresses' limits, and
 * with only 250 to draw from a later "fresh" client was sometimes one of those (CI failed on it).
 */
const byte = () => Math.floor(Math.random() * 254) + 1
const client = () => `198.18.${byte()}.${byte()}`
const spoof = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`
/** What nginx forwards: whatever the client claimed, then the address nginx saw. */
const viaProxy = (clientAddress: string, claimed = spoof()) => ({ 'x-forwarded-for': `${claimed}, ${clientAddress}` })

// 10 + 1 + 95 × 50 = 4761: 48 points; 12 such requests a minute per caller.
const EXPENSIVE = { query: '{ Posts(limit: 95) { docs { content } } }' }
const gql = (headers: Record<string, string>, body: unknown = EXPENSIVE) =>
  requestFrom('127.0.0.1', api.url, { body, headers })

async function exhaust(address: string) {
  let status = 200
  for (let i = 0; i < 30 && status !== 429; i += 1) status = (await gql(viaProxy(address))).status
  return status
}

describe('behind a trusted proxy', () => {
  it('counts the address the proxy saw, whatever first hop the client writes', async () => {
    const address = client()
    expect(await exhaust(address)).toBe(429) // a new made-up first hop each time did not help
    expect((await gql(viaProxy(address), { query: '{ __typename }' })).status).toBe(429)
    // Another client behind the same proxy has its own count.
    expect((await gql(viaProxy(client()), { query: '{ __typename }' })).status).toBe(200)
  })

  it('applies to sign-ins: a made-up first hop does not reset the count', async () => {
    const address = client()
    const query = 'mutation ($e: String!) { loginUser(email: $e, password: "not it") { token } }'
    const codes: unknown[] = []
    for (let i = 0; i <= LIMITS.login.limit; i += 1) {
      const reply = await gql(viaProxy(address), { query, variables: { e: `nobody-${i}@test.local` } })
      codes.push(
        (JSON.parse(reply.text) as { errors: { extensions: { code?: string; statusCode?: number } }[] }).errors[0]
          .extensions.statusCode,
      )
    }
    expect(codes).toEqual([...Array<number>(LIMITS.login.limit).fill(401), 429])
  }, 60_000)

  it('applies to websocket subscriptions: the upgrade request is read the same way', async () => {
    const address = client()
    await exhaust(address)
    const { post } = await publishedPost(api.payload)
    const subscribe = async (forwarded: Record<string, string>) => {
      class ThroughProxy extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: forwarded })
        }
      }
      const ws = wsClient(api.wsUrl, { webSocketImpl: ThroughProxy })
      const subscriber = listen(ws)
      try {
        // Subscribed, not refused: the server has started it once an event reaches it.
        await subscriber.ready(api.bus, { collection: 'posts', id: post.id, slug: post.slug })
        return 'open'
      } catch (error) {
        return String(error)
      } finally {
        await subscriber.close().catch(() => undefined)
        await ws.dispose()
      }
    }
    expect(await subscribe(viaProxy(address))).toMatch(/Too many requests\. Try again in \d+ seconds\./)
    expect(await subscribe(viaProxy(client()))).toBe('open')
  })
})
