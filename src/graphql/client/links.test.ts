// @vitest-environment jsdom
import { gql } from '@apollo/client'
import type { ClientOptions } from 'graphql-ws'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createClient } from '@/graphql/client/client'
import { clampTimeout, createLinks, retryDelay, transportFetch } from '@/graphql/client/links'
import { readToken, removeToken, writeToken } from '@/graphql/client/token'

// Captures what the links hand to graphql-ws, without opening sockets.
const ws = vi.hoisted(() => ({ options: [] as ClientOptions[] }))
vi.mock('graphql-ws', async (original) => ({
  ...(await original<typeof import('graphql-ws')>()),
  createClient: (options: ClientOptions) => {
    ws.options.push(options)
    return { subscribe: vi.fn(), iterate: vi.fn(), on: vi.fn(), dispose: vi.fn(), terminate: vi.fn() }
  },
}))

const HELLO = gql`
  query Hello {
    hello
  }
`

/** A fetch that answers every request with `{ data: { hello } }` and remembers its headers. */
function answeringFetch() {
  const headers: Headers[] = []
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Headers(init?.headers))
    return Response.json({ data: { hello: 'hi' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, headers }
}

afterEach(() => {
  removeToken()
  ws.options.length = 0
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('bearer header', () => {
  it('is sent iff the apollo-token cookie exists, read on each request', async () => {
    const { fetch, headers } = answeringFetch()
    const { client } = createClient({ getToken: readToken, fetch, digest: null, httpUri: 'http://api.test/graphql' })

    await client.query({ query: HELLO, fetchPolicy: 'network-only' })
    writeToken('member-token')
    await client.query({ query: HELLO, fetchPolicy: 'network-only' })
    removeToken()
    await client.query({ query: HELLO, fetchPolicy: 'network-only' })

    expect(headers.map((h) => h.get('authorization'))).toEqual([null, 'Bearer member-token', null])
  })
})

describe('client fetch delay', () => {
  it('holds every operation until beforeFetch resolves', async () => {
    let opened = false
    const fetchedWhileOpen: boolean[] = []
    const fetch = vi.fn(async () => {
      fetchedWhileOpen.push(opened)
      return Response.json({ data: { hello: 'hi' } })
    })
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let reachGate!: () => void
    const atGate = new Promise<void>((resolve) => (reachGate = resolve))
    const beforeFetch = () => {
      reachGate()
      return gate
    }
    const { client } = createClient({ getToken: () => null, fetch, digest: null, beforeFetch })

    const result = client.query({ query: HELLO })
    await atGate // the operation is waiting on the gate
    expect(fetch).not.toHaveBeenCalled()
    opened = true
    open()
    await expect(result).resolves.toMatchObject({ data: { hello: 'hi' } })
    expect(fetchedWhileOpen).toEqual([true]) // once, and never before the gate opened
  })
})

describe('websocket link', () => {
  it('clamps the timeout to at least 1000 ms and defaults to 30000 ms', () => {
    expect(clampTimeout()).toBe(30_000)
    expect(clampTimeout(Number.NaN)).toBe(30_000)
    expect(clampTimeout(0)).toBe(1_000)
    expect(clampTimeout(500)).toBe(1_000)
    expect(clampTimeout(5_000)).toBe(5_000)
  })

  it('backs off 100, 200, 400 … ms, capped at 10000 ms', () => {
    expect(Array.from({ length: 10 }, (_, n) => retryDelay(n))).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000,
    ])
  })

  it('gives graphql-ws the timeouts, endless retries and the back-off', async () => {
    createLinks({ wsUri: 'ws://api.test/graphql', wsTimeoutMs: 10, getToken: () => null })
    const [options] = ws.options
    expect(options).toMatchObject({ lazy: true, connectionAckWaitTimeout: 1_000, keepAlive: 1_000 })
    expect(options.retryAttempts).toBe(Infinity)
    expect(options.shouldRetry?.(new Error('refused'))).toBe(true)

    vi.useFakeTimers()
    let waited = false
    void options.retryWait!(2).then(() => (waited = true))
    await vi.advanceTimersByTimeAsync(399)
    expect(waited).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waited).toBe(true)
  })

  it('puts the bearer header in the connection params when logged in, evaluated on each connect', async () => {
    createLinks({ wsUri: 'ws://api.test/graphql', getToken: readToken })
    const params = ws.options[0].connectionParams as () => Promise<Record<string, unknown>>
    expect(await params()).toEqual({})
    writeToken('member-token')
    expect(await params()).toEqual({ Authorization: 'Bearer member-token' })
  })

  it('restart() closes an open socket with a non-fatal code, so graphql-ws reconnects', () => {
    const { wsClient } = createLinks({ wsUri: 'ws://api.test/graphql', getToken: () => null })
    wsClient!.restart() // nothing open yet: nothing to do
    const socket = { readyState: 1, close: vi.fn() }
    ws.options[0].on!.opened!(socket)
    wsClient!.restart()
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client restart')
  })

  it('without a websocket endpoint, a subscription fails with a message that says so', async () => {
    const { client } = createClient({ getToken: () => null, fetch: answeringFetch().fetch, digest: null })
    const query = gql`
      subscription Live {
        live
      }
    `
    vi.spyOn(console, 'warn').mockImplementation(() => undefined) // the global handler logs it
    // Apollo 4 delivers a subscription's error as a result, not as an observable error.
    const result = await new Promise<{ error?: Error }>((resolve) => client.subscribe({ query }).subscribe(resolve))
    const error = result.error!
    expect(error.message).toBe('Live updates are not available: no websocket endpoint is configured.')
  })
})

describe('transport fetch', () => {
  it('turns a transport failure into "Network request failed", keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch')
    const fetch = transportFetch(() => Promise.reject(cause))
    await expect(fetch('http://api.test/graphql')).rejects.toMatchObject({ message: 'Network request failed', cause })
  })

  it('does the same for a body cut off mid-way', async () => {
    const response = new Response('{"data":')
    vi.spyOn(response, 'text').mockRejectedValue(new TypeError('terminated'))
    const fetch = transportFetch(async () => response)
    await expect((await fetch('http://api.test/graphql')).text()).rejects.toThrow('Network request failed')
  })

  it('leaves an abort the caller asked for as it is', async () => {
    const controller = new AbortController()
    controller.abort()
    const abort = new DOMException('aborted', 'AbortError')
    const fetch = transportFetch(() => Promise.reject(abort))
    await expect(fetch('http://api.test/graphql', { signal: controller.signal })).rejects.toBe(abort)
  })

  it('adds the preflight header to multipart requests only', async () => {
    const seen: Headers[] = []
    const fetch = transportFetch(async (_input, init) => {
      seen.push(new Headers(init?.headers))
      return new Response('{}')
    })
    await fetch('http://api.test/graphql', { method: 'POST', body: new FormData() })
    await fetch('http://api.test/graphql', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(seen.map((h) => h.get('apollo-require-preflight'))).toEqual(['true', null])
    expect(seen[1].get('content-type')).toBe('application/json')
  })
})

describe('persisted queries without crypto.subtle', () => {
  beforeEach(() => vi.stubGlobal('crypto', {}))
  afterEach(() => vi.unstubAllGlobals())

  it('are off, and queries are sent in full', async () => {
    const bodies: string[] = []
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(init?.body as string)
      return Response.json({ data: { hello: 'hi' } })
    })
    const { client } = createClient({ getToken: () => null, fetch })
    await client.query({ query: HELLO })
    expect(JSON.parse(bodies[0])).toMatchObject({
      operationName: 'Hello',
      query: expect.stringContaining('hello') as string,
    })
    expect(bodies[0]).not.toContain('persistedQuery')
  })
})
