/**
 * Hostile REST requests against the real server (server.ts + Next + Payload): each answered 4xx in
 * words, never 500, and nothing changed (read back). Each attacker is a socket address of its own
 * (127.x.y.z: this machine), so the limits it trips are its own and the rest of the suite
 * (127.0.0.1) is not affected. Limits are the production ones.
 */
import { randomBytes } from 'node:crypto'

import { login } from './support/cms'
import { apiDocs, seeded } from './support/content'
import { ACCOUNTS, runtime } from './support/env'
import { expect, test } from './support/fixtures'
import { messageOf, partialFrom, requestFrom, someLoopback, type Reply } from '../support/from-address'

/** The server by IPv4 address: a request from 127.x.y.z cannot reach "localhost" if it means ::1. */
const origin = () => runtime().baseURL.replace('localhost', '127.0.0.1')
const from = (address: string, path: string, sent?: Parameters<typeof requestFrom>[2]) =>
  requestFrom(address, `${origin()}${path}`, sent)
const WRONG = 'The email or password provided is incorrect.'
/** The production limits (src/server/rate-limit.ts, first-read.ts, rest-body.ts); the e2e server overrides none. */
const LIMITS = { login: 5, loginLockout: 5, views: 300, readersPerAddress: 5, jsonKb: 256 }
const nobody = () => `nobody-${randomBytes(4).toString('hex')}@staffroom.local`

test.describe('sign-in', () => {
  test('a spoofed X-Forwarded-For does not reset the per-address count (no trusted proxy)', async () => {
    const address = someLoopback()
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) {
      const reply = await from(address, '/api/members/login', {
        body: { email: nobody(), password: 'a wrong password' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      })
      statuses.push(reply.status)
      if (reply.status === 429) {
        expect(messageOf(reply)).toBe('Too many attempts. Try again in 60 minutes.')
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(3500)
      } else expect(messageOf(reply)).toBe(WRONG)
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.login).fill(401), 429, 429])
  })

  test('staff: unknown and wrong answer alike; a stranger locks nobody out but themselves', async () => {
    const { password } = runtime()
    const stranger = someLoopback()
    const unknown = await from(someLoopback(), '/api/users/login', { body: { email: nobody(), password } })
    expect(unknown.status).toBe(401)
    for (let i = 0; i < LIMITS.loginLockout; i += 1) {
      const wrong = await from(stranger, '/api/users/login', {
        body: { email: ACCOUNTS.admin, password: `guess ${i}` },
      })
      expect([wrong.status, wrong.text]).toEqual([unknown.status, unknown.text])
    }
    // The right password from the stranger's address: refused, in the words of a wrong one.
    const locked = await from(stranger, '/api/users/login', { body: { email: ACCOUNTS.admin, password } })
    expect([locked.status, locked.text]).toEqual([unknown.status, unknown.text])
    // The admin, from anywhere else, signs in.
    const owner = await from(someLoopback(), '/api/users/login', { body: { email: ACCOUNTS.admin, password } })
    expect(owner.status).toBe(200)
    expect((JSON.parse(owner.text) as { token?: string }).token).toBeTruthy()
  })

  test('staff still sign in to /admin', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(ACCOUNTS.editor)
    await page.getByLabel(/password/i).fill(runtime().password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    // The admin's login form is multipart, sent before anyone is signed in: it must get through.
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  })
})

test.describe('bodies', () => {
  const big = (bytes: number) => JSON.stringify({ name: 'x', email: `${nobody()}`, password: 'p'.repeat(bytes) })

  test(`a JSON body over ${LIMITS.jsonKb} KB is refused before it is read, and nothing is created`, async ({
    playwright,
  }) => {
    const admin = await login(runtime().baseURL, ACCOUNTS.admin, runtime().password)
    const api = await playwright.request.newContext({
      baseURL: runtime().baseURL,
      extraHTTPHeaders: { Authorization: `JWT ${admin}` },
    })
    const count = async () =>
      ((await (await api.get('/api/members?limit=1&depth=0')).json()) as { totalDocs: number }).totalDocs
    const before = await count()
    const address = someLoopback()
    const tooBig = await from(address, '/api/members', {
      body: big(300 * 1024),
      headers: { 'content-type': 'application/json' },
    })
    expect(tooBig.status).toBe(413)
    expect(messageOf(tooBig)).toBe('The request body is larger than 256 KB.')
    expect(
      (
        await from(address, '/api/users/login', {
          body: big(300 * 1024),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(413)
    // 50 MB declared, 1 KB sent: the answer comes though the rest never does.
    const declared = await partialFrom(
      address,
      `${origin()}/api/members`,
      { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
      Buffer.alloc(1024, 32),
    )
    expect(declared.status).toBe(413)
    // A body without a length is refused too: nothing would bound it.
    const chunked = await partialFrom(
      address,
      `${origin()}/api/members`,
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Buffer.from('5\r\n{"a":\r\n'),
    )
    expect(chunked.status).toBe(411)
    expect(messageOf(chunked)).toBe('Send the body with a Content-Length header (at most 256 KB).')
    expect(await count()).toBe(before)
    await api.dispose()
  })

  test('an anonymous upload is refused at once, before a byte of the file is buffered', async ({ request }) => {
    const total = async () =>
      ((await (await request.get('/api/media?limit=1')).json()) as { totalDocs: number }).totalDocs
    const before = await total()
    const reply = await partialFrom(
      someLoopback(),
      `${origin()}/api/media`,
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(40 * 1024 * 1024) },
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
    )
    expect(reply.status).toBe(401)
    expect(messageOf(reply)).toBe('Sign in to upload files.')
    expect(await total()).toBe(before)
  })

  test('a signed-in upload over its size limit is refused, never stored truncated', async ({ editorApi, request }) => {
    const total = async () =>
      ((await (await request.get('/api/media?limit=1')).json()) as { totalDocs: number }).totalDocs
    const before = await total()
    // A PNG signature and then 21 MB: Payload's limit is 20 MB a file.
    const file = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(21 * 1024 * 1024, 1)])
    const response = await editorApi.post('/api/media', {
      multipart: {
        file: { name: 'huge.png', mimeType: 'image/png', buffer: file },
        _payload: JSON.stringify({ alt: 'Too big' }),
      },
    })
    expect(response.status()).toBe(413)
    expect(await total()).toBe(before)
  })
})

test.describe('lists', () => {
  test('a visitor cannot ask for everything at once, or for deep population; staff can', async ({
    request,
    editorApi,
  }) => {
    const address = someLoopback()
    const refusals: [string, string][] = [
      [
        '/api/posts?limit=0&pagination=false',
        'pagination=false is not allowed: page through with limit (at most 100) and page.',
      ],
      ['/api/posts?limit=0', 'limit must be between 1 and 100 (got 0).'],
      ['/api/posts?limit=101', 'limit must be between 1 and 100 (got 101).'],
      ['/api/posts?depth=5', 'depth must be between 0 and 2 (got 5).'],
      ['/api/globals/home?depth=9', 'depth must be between 0 and 2 (got 9).'],
    ]
    for (const [path, message] of refusals) {
      const reply = await from(address, path)
      expect([path, reply.status, messageOf(reply)]).toEqual([path, 400, message])
    }
    expect((await request.get('/api/posts?limit=100&depth=2')).status()).toBe(200)
    const all = await editorApi.get('/api/posts?limit=0&pagination=false&depth=0')
    expect(all.status()).toBe(200)
  })
})

test.describe('reads', () => {
  test('count once per reader per article per day, at most a few per address, and are rate-limited', async ({
    request,
    editorApi,
  }) => {
    // The newest seeded article (articles other specs create come and go meanwhile).
    const [post] = seeded(await apiDocs(request, 'posts', { sort: '-publishedAt', limit: '50' }))
    const day = new Date().toISOString().slice(0, 10)
    const count = async () => {
      const response = await editorApi.get(
        `/api/post-views?where[post][equals]=${post.id}&where[day][equals]=${day}&depth=0`,
      )
      const { docs } = (await response.json()) as { docs: { count: number }[] }
      return docs[0]?.count ?? 0
    }
    const before = await count()
    const oneReader = someLoopback()
    for (let i = 0; i < 50; i += 1)
      expect((await from(oneReader, `/api/posts/${post.id}/view`, { method: 'POST' })).status).toBe(204)
    expect(await count()).toBe(before + 1)
    // A script that changes its User-Agent each time counts as a few readers a day, not 50.
    const script = someLoopback()
    for (let i = 0; i < 50; i += 1) {
      await from(script, `/api/posts/${post.id}/view`, { method: 'POST', headers: { 'user-agent': `bot/${i}` } })
    }
    expect(await count()).toBe(before + 1 + LIMITS.readersPerAddress)
    // Past the limit an address gets 429 and counts nothing more.
    const flood = someLoopback()
    let reply: Reply | undefined
    for (let i = 0; i <= LIMITS.views; i += 1)
      reply = await from(flood, `/api/posts/${post.id}/view`, {
        method: 'POST',
        headers: { 'user-agent': `flood/${i}` },
      })
    expect(reply!.status).toBe(429)
    expect(Number(reply!.headers['retry-after'])).toBeGreaterThan(0)
    expect(messageOf(reply!)).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    expect(await count()).toBe(before + 1 + 2 * LIMITS.readersPerAddress)
  })
})

test.describe('GraphQL', () => {
  test('the batch that stalled the server is refused before it runs, and other requests go on being answered', async ({
    request,
  }) => {
    const batch = Array.from({ length: 10 }, () => ({
      query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: Posts(limit: 30) { docs { id title content } }`).join(' ')} }`,
    }))
    const attacker = someLoopback()
    const stream = async () => {
      const replies: Reply[] = []
      for (let i = 0; i < 5; i += 1) replies.push(await from(attacker, '/graphql', { body: batch }))
      return replies
    }
    const attacks = Promise.all([stream(), stream(), stream()])
    for (let i = 0; i < 9; i += 1) expect((await request.get('/api/posts?limit=1')).status()).toBe(200)
    for (const reply of (await attacks).flat()) {
      expect(reply.status).toBe(400)
      const results = JSON.parse(reply.text) as { data?: unknown; errors: { extensions: { code: string } }[] }[]
      expect(results).toHaveLength(10)
      for (const result of results) {
        // No `data` at all: refused before execution began (tests/api/abuse-graphql.test.ts counts
        // the database reads: none).
        expect(result).not.toHaveProperty('data')
        expect(result.errors.map((e) => e.extensions.code)).toContain('COST_LIMIT')
      }
    }
  })
})
