/**
 * Several instances sharing a real Redis (redis://127.0.0.1:6379): persisted queries registered on
 * one are found on another, bus events cross instances (subscriptions, cache tags), and nothing
 * fails while Redis is unreachable. Each instance here has its own bus, as separate processes would.
 */
import { createHash } from 'node:crypto'
import { EventEmitter, once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { revalidateToken } from '@/lib/expire-tags'
import type { Post } from '@/payload-types'
import { createRedisApqStore } from '@/server/apq-store-redis'
import type { BusEvents } from '@/server/bus'
import { startRedisBridge } from '@/server/redis-bridge'

import { publishedPost, unique } from './support/content'
import { firstError, post } from './support/http'
import { startApiServer, type ApiServer } from './support/server'
import { SUBSCRIBE, subscribe, wsClient } from './support/subscriber'

const REDIS = 'redis://127.0.0.1:6379'
/** Nothing listens there: Redis "down". */
const NO_REDIS = 'redis://127.0.0.1:1'
/** Waits for `check` to pass (a poll, not a sleep: it returns as soon as it does). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 })
const channel = `staffroom:test:${unique()}`

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const newBus = () => new EventEmitter<BusEvents>().setMaxListeners(100)

let a: ApiServer
let b: ApiServer
let visible: Post

beforeAll(async () => {
  a = await startApiServer({ redisUrl: REDIS, redisChannel: channel, bus: newBus() })
  b = await startApiServer({ redisUrl: REDIS, redisChannel: channel, bus: newBus(), payload: a.payload })
  visible = (await publishedPost(a.payload)).post
})

afterAll(async () => {
  await a?.close()
  await b?.close()
})

describe('two instances', () => {
  it('find a persisted query registered on the other instance', async () => {
    const query = `query Shared_${unique()} { Posts(limit: 1) { totalDocs } }`
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } }
    expect(firstError(await post(b.url, { extensions }))).toBe('PersistedQueryNotFound')
    expect((await post(a.url, { query, extensions })).status).toBe(200)
    const onB = await post(b.url, { extensions })
    expect(onB.status).toBe(200)
    expect(onB.body.data).toEqual({ Posts: { totalDocs: expect.any(Number) as number } })
  })

  it('deliver a content event emitted on one instance to a subscriber of the other, once', async () => {
    const seenOnA: unknown[] = []
    a.bus.on('content', (e) => seenOnA.push(e))
    const client = wsClient(b.wsUrl)
    const sub = subscribe(client, SUBSCRIBE, { types: ['posts'] })
    const probe = { collection: 'posts', id: visible.id, slug: visible.slug }
    try {
      await sub.ready(a.bus, probe) // probes go out on A and arrive through Redis on B
      const count = seenOnA.length
      a.bus.emit('content', { ...probe, change: 'updated', at: new Date().toISOString() })
      expect(await sub.next()).toMatchObject({ id: String(visible.id), change: 'updated' })
      // Not echoed back to A by B. B would have sent an echo as it received the event, before its
      // subscriber got it; what B sends after that reaches A after the echo (one connection, in order).
      const arrived = once(a.bus, 'content')
      b.bus.emit('content', { ...probe, change: 'updated', at: 'sent by B after' })
      await arrived
      expect(seenOnA.slice(count).map((e) => (e as { at: string }).at)).toEqual([expect.any(String), 'sent by B after'])
    } finally {
      await sub.close()
      await client.dispose()
    }
  })
})

describe('cache tags', () => {
  let revalidate: Server
  const posts: { authorization?: string; body: string }[] = []

  beforeAll(async () => {
    revalidate = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        if (req.url === '/next/revalidate') posts.push({ authorization: req.headers.authorization, body })
        res.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => revalidate.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    await new Promise((resolve) => revalidate.close(resolve))
  })

  it('expire on every instance: tags published on one are posted to the other one’s /next/revalidate', async () => {
    const [busA, busB] = [newBus(), newBus()]
    const tagsChannel = `${channel}:tags`
    const origin = `http://127.0.0.1:${(revalidate.address() as AddressInfo).port}`
    const bridgeA = startRedisBridge({ url: REDIS, channel: tagsChannel, bus: busA })
    const bridgeB = startRedisBridge({ url: REDIS, channel: tagsChannel, bus: busB, revalidateOrigin: origin })
    const onB: string[][] = []
    busB.on('tags', (tags) => onB.push(tags))
    try {
      // Until both are subscribed, a publish may go unheard: repeat until B hears one.
      await until(() => {
        busA.emit('tags', ['warm-up'])
        expect(onB.length).toBeGreaterThan(0)
      })
      busA.emit('tags', ['posts', 'posts:hello'])
      await until(() => expect(posts.some((p) => p.body.includes('posts:hello'))).toBe(true))
      const sent = posts.find((p) => p.body.includes('posts:hello'))!
      expect(JSON.parse(sent.body)).toEqual({ tags: ['posts', 'posts:hello'] })
      expect(sent.authorization).toBe(`Bearer ${revalidateToken()}`)
      expect(onB).toContainEqual(['posts', 'posts:hello']) // B's own listeners (redirect table) hear it too
    } finally {
      await Promise.all([bridgeA.close(), bridgeB.close()])
    }
  })
})

describe('Redis unreachable', () => {
  it('keeps persisted queries working in memory, logging the outage once', async () => {
    // Redis "down" where the test sees each attempt to reach it: every connection is reset at once.
    let attempts = 0
    const resetting = createTcpServer((socket) => {
      attempts += 1
      socket.resetAndDestroy()
    })
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve))
    const url = `redis://127.0.0.1:${(resetting.address() as AddressInfo).port}`
    const logged: string[] = []
    const apqStore = createRedisApqStore({ url, log: (message) => logged.push(message) })
    const api = await startApiServer({ apqStore, bus: newBus() })
    try {
      const query = `query Offline_${unique()} { __typename }`
      const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } }
      expect(firstError(await post(api.url, { extensions }))).toBe('PersistedQueryNotFound')
      expect((await post(api.url, { query, extensions })).body.data).toEqual({ __typename: 'Query' })
      expect((await post(api.url, { extensions })).body.data).toEqual({ __typename: 'Query' })
      // A fourth attempt: three have failed, each after the one before was logged (or not).
      await until(() => expect(attempts).toBeGreaterThanOrEqual(4))
      expect(logged).toEqual([expect.stringMatching(/^Redis \(persisted queries\) is unreachable/)])
    } finally {
      await api.close()
      await apqStore.close?.()
      await new Promise((resolve) => resetting.close(resolve))
    }
  })

  it('keeps the bus working in-process', async () => {
    const local = newBus()
    const bridge = startRedisBridge({ url: NO_REDIS, channel, bus: local, log: () => undefined })
    const heard: unknown[] = []
    local.on('content', (e) => heard.push(e))
    try {
      local.emit('content', { collection: 'posts', id: 1, change: 'updated', at: new Date().toISOString() })
      expect(heard).toHaveLength(1)
    } finally {
      await bridge.close()
    }
  })
})
