/**
 * Subscriptions over websocket with the real graphql-ws client: events from publishing through
 * the Local API, what each subscriber may see, the Origin check, limits, and reconnecting after
 * the server restarts.
 */
import { connect } from 'node:net'

import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, Post } from '@/payload-types'
import { bus } from '@/server/bus'

import { draftPost, editorToken, publishedPost, unique } from './support/content'
import { startApiServer, type ApiServer } from './support/server'
import { subscribe, wsClient, SUBSCRIBE } from './support/subscriber'
import { pageData } from '../int/support/fixtures'

let api: ApiServer
let visible: Post
let probe: { collection: string; id: number; slug: string }

beforeAll(async () => {
  api = await startApiServer()
  visible = (await publishedPost(api.payload)).post
  probe = { collection: 'posts', id: visible.id, slug: visible.slug }
})

afterAll(async () => {
  await api?.close()
})

const at = () => new Date().toISOString()

/** Posts only: creating fixtures (authors, categories) publishes events of their own. */
const posts = { types: ['posts'] }

describe('contentPublished', () => {
  it('tells an anonymous subscriber when a post is published through the Local API', async () => {
    const client = wsClient(api.wsUrl)
    const sub = subscribe(client, SUBSCRIBE, posts)
    try {
      await sub.ready(bus, probe)
      const draft = await draftPost(api.payload, { title: `Soon ${unique()}` })
      await api.payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
      expect(await sub.next()).toEqual({
        collection: 'posts',
        id: String(draft.id),
        slug: draft.slug,
        change: 'published',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      })
    } finally {
      await sub.close()
      await client.dispose()
    }
  })

  it('gives events about documents a subscriber cannot read only to those who can (bearer token)', async () => {
    const draft = await draftPost(api.payload)
    const anonymous = wsClient(api.wsUrl)
    const editor = wsClient(api.wsUrl, {
      connectionParams: { Authorization: `Bearer ${await editorToken(api.payload)}` },
    })
    const [anon, staff] = [subscribe(anonymous), subscribe(editor)]
    try {
      await Promise.all([anon.ready(bus, probe), staff.ready(bus, probe)])
      bus.emit('content', { collection: 'posts', id: draft.id, slug: draft.slug, change: 'updated', at: at() })
      bus.emit('content', { ...probe, change: 'updated', at: at() })
      expect(await staff.next()).toMatchObject({ id: String(draft.id), slug: draft.slug })
      // Events arrive in order: had the draft's passed the access check, it would come first.
      expect(await anon.next()).toMatchObject({ id: String(visible.id) })
    } finally {
      await Promise.all([anon.close(), staff.close()])
      await Promise.all([anonymous.dispose(), editor.dispose()])
    }
  })

  it('passes unpublishes and deletions to everyone, with the id only', async () => {
    const client = wsClient(api.wsUrl)
    const sub = subscribe(client, SUBSCRIBE, posts)
    try {
      await sub.ready(bus, probe)
      const { post } = await publishedPost(api.payload)
      expect(await sub.next()).toMatchObject({ id: String(post.id), change: 'published' })
      await api.payload.delete({ collection: 'posts', id: post.id })
      expect(await sub.next()).toEqual({
        collection: 'posts',
        id: String(post.id),
        slug: null,
        change: 'deleted',
        at: expect.any(String) as string,
      })
    } finally {
      await sub.close()
      await client.dispose()
    }
  })

  it('treats a forged token as anonymous', async () => {
    const client = wsClient(api.wsUrl, { connectionParams: { authorization: 'Bearer forged.token.here' } })
    const sub = subscribe(client)
    try {
      await sub.ready(bus, probe)
      bus.emit('content', { ...probe, change: 'updated', at: at() })
      expect(await sub.next()).toMatchObject({ id: String(visible.id) })
    } finally {
      await sub.close()
      await client.dispose()
    }
  })

  it('filters by collection, and refuses unknown ones', async () => {
    const page: Page = await api.payload.create({ collection: 'pages', data: pageData({ _status: 'published' }) })
    const client = wsClient(api.wsUrl)
    const pages = subscribe(client, SUBSCRIBE, { types: ['pages'] })
    try {
      await pages.ready(bus, { collection: 'pages', id: page.id, slug: page.slug })
      bus.emit('content', { ...probe, change: 'updated', at: at() })
      bus.emit('content', { collection: 'pages', id: page.id, slug: page.slug, change: 'updated', at: at() })
      expect(await pages.next()).toMatchObject({ collection: 'pages', id: String(page.id) })
      const unknown = subscribe(client, SUBSCRIBE, { types: ['posts', 'secrets'] })
      await expect(unknown.next()).rejects.toThrow('Unknown type "secrets": types are collection slugs, e.g. "posts".')
    } finally {
      await pages.close()
      await client.dispose()
    }
  })

  it('applies the HTTP limits to subscription operations', async () => {
    const client = wsClient(api.wsUrl)
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ')
    const sub = subscribe(client, `subscription { contentPublished { ${aliases} } }`)
    try {
      await expect(sub.next()).rejects.toThrow('The query uses 16 aliases; the limit is 15.')
    } finally {
      await client.dispose()
    }
  })

  it('allows 20 subscriptions on one connection, not 21', async () => {
    const client = wsClient(api.wsUrl)
    const subs = Array.from({ length: 20 }, () => subscribe(client, SUBSCRIBE, posts))
    try {
      await Promise.all(subs.map((sub) => sub.ready(bus, probe)))
      const extra = subscribe(client, SUBSCRIBE, posts)
      await expect(extra.next()).rejects.toThrow('At most 20 subscriptions may be open on one connection.')
    } finally {
      await Promise.all(subs.map((sub) => sub.close()))
      await client.dispose()
    }
  })
})

describe('the websocket', () => {
  const open = (headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(api.wsUrl, 'graphql-transport-ws', { headers })
      ws.on('open', () => {
        ws.close()
        resolve(101)
      })
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('error', () => undefined)
    })

  it('refuses browsers of other origins with 403 before upgrading', async () => {
    expect(await open({ origin: 'https://evil.example' })).toBe(403)
    expect(await open({ origin: 'http://localhost:3000' })).toBe(101)
    expect(await open({})).toBe(101)
  })

  it('refuses upgrades on other paths', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(api.wsUrl.replace('/graphql', '/elsewhere'))
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('error', () => resolve(0))
    })
    expect(status).toBe(404)
  })

  it('answers an unparsable upgrade URL with 400 instead of crashing', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(api.port, '127.0.0.1', () => {
        socket.write(
          'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        )
      })
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('reconnects after the server restarts, and receives later events', async () => {
    let server = await startApiServer()
    const client = wsClient(server.wsUrl, {
      retryAttempts: 50,
      retryWait: () => new Promise((r) => setTimeout(r, 100)),
    })
    const sub = subscribe(client, SUBSCRIBE, posts)
    try {
      await sub.ready(bus, probe)
      const port = server.port
      await server.close()
      server = await startApiServer({ port })
      await sub.ready(bus, probe) // resubscribed on the new server
      const { post } = await publishedPost(api.payload)
      expect(await sub.next()).toMatchObject({ id: String(post.id), change: 'published' })
    } finally {
      await sub.close()
      await client.dispose()
      await server.close()
    }
  })
})
