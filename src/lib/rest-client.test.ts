// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { rest, REST_ACCEPT, restBaseUrl, RestError } from '@/lib/rest-client'

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('REST client', () => {
  it('defaults to the page origin, {host}:{port}/', async () => {
    expect(await restBaseUrl()).toBe(`${window.location.origin}/`)
  })

  it('takes the base URL from NEXT_PUBLIC_REST_URL', async () => {
    vi.stubEnv('NEXT_PUBLIC_REST_URL', 'https://api.staffroom.test/v1')
    const fetch = stubFetch(() => Response.json({ ok: true }))
    await rest.get('/status')
    const [input] = fetch.mock.calls[0]
    expect(input instanceof Request ? input.url : String(input)).toBe('https://api.staffroom.test/v1/status')
  })

  it('sends Accept: application/json, text/plain, */* and parses JSON', async () => {
    const fetch = stubFetch(() => Response.json({ docs: [] }))
    await expect(rest.get('api/posts')).resolves.toEqual({ docs: [] })
    expect(REST_ACCEPT).toBe('application/json, text/plain, */*')
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('accept')).toBe(REST_ACCEPT)
  })

  it('posts JSON bodies, and no body when there is none', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }))
    await expect(rest.post('api/posts/7/view', undefined, { keepalive: true })).resolves.toBe('')
    await rest.post('api/things', { a: 1 })
    const [first, second] = fetch.mock.calls.map(([, init]) => init!)
    expect(first).toMatchObject({ method: 'POST', body: undefined, keepalive: true })
    expect(new Headers(first.headers).get('content-type')).toBeNull()
    expect(second).toMatchObject({ method: 'POST', body: '{"a":1}' })
    expect(new Headers(second.headers).get('content-type')).toBe('application/json')
  })

  it('answers text as text', async () => {
    stubFetch(() => new Response('pong', { headers: { 'content-type': 'text/plain' } }))
    await expect(rest.get('ping')).resolves.toBe('pong')
  })

  it('fails with the status and what the server said', async () => {
    stubFetch(() => Response.json({ error: 'Unknown article.' }, { status: 404 }))
    const error = await rest.post('api/posts/0/view').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RestError)
    expect(error).toMatchObject({ status: 404, body: { error: 'Unknown article.' } })
    expect((error as Error).message).toBe('Request failed with status code 404')
  })

  it('calls a transport failure "Network request failed"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(rest.get('api/posts')).rejects.toThrow('Network request failed')
  })
})
