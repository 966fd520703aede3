// @vitest-environment jsdom
import { gql, InMemoryCache } from '@apollo/client'
import type { ClientOptions } from 'graphql-ws'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createCache, dataIdFromObject } from '@/graphql/client/cache'
import { readToken, tokenCookie } from '@/graphql/client/token'

const ws = vi.hoisted(() => ({ options: [] as ClientOptions[] }))
vi.mock('graphql-ws', async (original) => ({
  ...(await original<typeof import('graphql-ws')>()),
  createClient: (options: ClientOptions) => {
    ws.options.push(options)
    return { subscribe: vi.fn(), iterate: vi.fn(), on: vi.fn(), dispose: vi.fn(), terminate: vi.fn() }
  },
}))

const DAY = 24 * 60 * 60 * 1000

/** A fresh browser client per test, with a websocket endpoint configured. */
async function load() {
  vi.stubEnv('NEXT_PUBLIC_GRAPHQL_WS_URL', 'ws://localhost:3000/graphql')
  vi.resetModules()
  return import('@/graphql/client/client')
}

describe('signIn / signOut', () => {
  let cookieWrites: string[]

  beforeEach(() => {
    cookieWrites = []
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the document as `this`
    const set = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      cookieWrites.push(value)
      set.call(this, value)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
    document.cookie = 'apollo-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    ws.options.length = 0
  })

  it('signIn writes apollo-token for 7 days on path / without Secure', async () => {
    const { signIn } = await load()
    const before = Date.now()
    await signIn('a.b.c')

    expect(cookieWrites).toHaveLength(1)
    const [pair, ...attributes] = cookieWrites[0].split('; ')
    expect(pair).toBe('apollo-token=a.b.c')
    expect(attributes).toContain('path=/')
    expect(attributes.some((a) => /^secure$/i.test(a))).toBe(false)
    const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length))
    expect(expires).toBeGreaterThan(before + 7 * DAY - 2000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY)
    expect(readToken()).toBe('a.b.c')
  })

  it('signOut removes the cookie', async () => {
    const { signIn, signOut } = await load()
    await signIn('a.b.c')
    await signOut()
    expect(document.cookie).not.toContain('apollo-token')
    expect(readToken()).toBeNull()
  })

  it('a stored token is taken as it is, encoded safely', () => {
    expect(tokenCookie('x y;z', new Date(0))).toBe(
      'apollo-token=x%20y%3Bz; expires=Thu, 08 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    )
  })

  it('resets the cache (refetching active queries) and reconnects a live websocket', async () => {
    const { getClient, signIn, signOut } = await load()
    const reset = vi.spyOn(getClient(), 'resetStore').mockResolvedValue(null)
    const socket = { readyState: 1, close: vi.fn() }
    ws.options[0].on!.opened!(socket)

    await signIn('a.b.c')
    await signOut()
    expect(reset).toHaveBeenCalledTimes(2)
    expect(socket.close).toHaveBeenCalledTimes(2)
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client restart')
  })

  it('a failing cache reset is logged to the console only', async () => {
    const { getClient, signIn, signOut } = await load()
    const failure = new Error('refetch failed')
    vi.spyOn(getClient(), 'resetStore').mockRejectedValue(failure)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await expect(signIn('a.b.c')).resolves.toBeUndefined()
    await expect(signOut()).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledTimes(2)
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure)
  })

  it('getClient is one client per page', async () => {
    const { getClient } = await load()
    expect(getClient()).toBe(getClient())
  })
})

describe('cache identity', () => {
  const cache = new InMemoryCache({ dataIdFromObject })

  it('is the type name plus id, else _id', () => {
    expect(cache.identify({ __typename: 'Post', id: 1 })).toBe('Post:1')
    expect(cache.identify({ __typename: 'Comment', _id: 'c9' })).toBe('Comment:c9')
    expect(cache.identify({ __typename: 'Post', id: 2, _id: 'ignored' })).toBe('Post:2')
    expect(cache.identify({ __typename: 'Meta' })).toBeUndefined()
  })

  it('is what the client caches by', () => {
    const store = createCache()
    store.writeFragment({
      fragment: gql`
        fragment P on Post {
          id
          title
        }
      `,
      data: { __typename: 'Post', id: 1, title: 'Marking at midnight' },
    })
    expect(Object.keys(store.extract())).toContain('Post:1')
  })
})
