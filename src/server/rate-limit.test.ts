import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../tests/support/free-port'

const load = async (redisUrl?: string) => {
  vi.resetModules()
  if (redisUrl) process.env.REDIS_URL = redisUrl
  else delete process.env.REDIS_URL
  return import('@/server/rate-limit')
}

const limit = (name: string) => ({ name: `${name}-${Math.random()}`, limit: 3, windowMs: 60_000 })

// The first import of Payload (for its APIError) takes seconds on a busy machine: not any test's time.
beforeAll(() => import('payload'), 60_000)

afterEach(() => {
  delete process.env.REDIS_URL
  delete process.env.RATE_LIMITS
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('rate limits', () => {
  it('allows `limit` hits per window, then says when to come back', async () => {
    const { hit } = await load()
    const l = limit('count')
    for (let i = 0; i < 3; i += 1) expect(await hit(l, 'ip:1')).toEqual({ ok: true, retryAfter: 0, count: i + 1 })
    const over = await hit(l, 'ip:1')
    expect(over.ok).toBe(false)
    expect(over.retryAfter).toBeGreaterThan(55)
    expect(over.retryAfter).toBeLessThanOrEqual(60)
    expect((await hit(l, 'ip:2')).ok).toBe(true) // another subject has its own count
  })

  it('starts a new window when the old one ends', async () => {
    vi.useFakeTimers()
    const { hit } = await load()
    const l = limit('window')
    for (let i = 0; i < 4; i += 1) await hit(l, 'ip:1')
    vi.advanceTimersByTime(60_001)
    expect((await hit(l, 'ip:1')).ok).toBe(true)
  })

  it('throws RATE_LIMITED in minutes, in words, when any subject is over', async () => {
    const { enforce, RateLimitedError } = await load()
    const l = { ...limit('enforce'), windowMs: 60 * 60_000 }
    for (let i = 0; i < 3; i += 1) await enforce(l, 'ip:1', 'email:a@b.c')
    const error = await enforce(l, 'ip:9', 'email:a@b.c').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts. Try again in 60 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) as number },
    })
  })

  it('keeps counting in memory while Redis is down, without failing or waiting', async () => {
    // No timer ever fires: a hit that waited on one (the 250 ms timeout, a retry) would never end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { hit } = await load('redis://127.0.0.1:1')
    const l = limit('redis-down')
    for (let i = 0; i < 3; i += 1) expect((await hit(l, 'ip:1')).ok).toBe(true)
    expect((await hit(l, 'ip:1')).ok).toBe(false)
  })

  it('counts weighted hits, and gives hits back (a success) or forgets a subject', async () => {
    const { hit, release } = await load()
    const l = limit('weights')
    expect((await hit(l, 'ip:1', 3)).ok).toBe(true)
    expect((await hit(l, 'ip:1')).ok).toBe(false)
    await release(l, 'ip:1', 2)
    expect(await hit(l, 'ip:1')).toMatchObject({ ok: true, count: 3 })
    await release(l, 'ip:1', Infinity)
    expect(await hit(l, 'ip:1')).toMatchObject({ ok: true, count: 1 })
    await release(l, 'ip:unknown') // nothing to give back: no effect, no error
    expect(await hit(l, 'ip:unknown')).toMatchObject({ count: 1 })
  })

  it('takes other counts from RATE_LIMITS and refuses unknown names', async () => {
    process.env.RATE_LIMITS = 'login=50,graphql=7'
    const { LIMITS } = await load()
    expect(LIMITS.login).toEqual({ name: 'login', limit: 50, windowMs: 60 * 60_000 })
    expect(LIMITS.graphql.limit).toBe(7)
    expect(LIMITS.signUp.limit).toBe(10)
    process.env.RATE_LIMITS = 'logins=50'
    await expect(load()).rejects.toThrow(/RATE_LIMITS: unknown limit logins/)
    delete process.env.RATE_LIMITS
  })

  it('keys on the address the transport stamped, never on X-Forwarded-For', async () => {
    const { clientIp } = await load()
    const { CLIENT_ADDRESS_HEADER } = await import('@/server/client-address-header')
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown')
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.4' }))).toBe('198.51.100.4')
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2::/64')
  })
})

const hasRedis = spawnSync('redis-server', ['--version']).status === 0
const UNREACHABLE = 'Redis (rate limits) is unreachable; working in-process until it is back.'

async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept') && resolve())
    child.once('exit', () => reject(new Error('redis-server exited')))
  })
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') }
}

describe.skipIf(!hasRedis)('rate limits with Redis', () => {
  it('share one count between instances, and fall back to memory when Redis stops', async () => {
    const redis = await startRedis()
    try {
      const l = limit('shared')
      const first = await load(redis.url)
      for (let i = 0; i < 2; i += 1) expect((await first.hit(l, 'ip:1')).ok).toBe(true)
      // A second copy of the module (as Next's bundle and server.ts each load one) sees the same count.
      const second = await load(redis.url)
      expect((await second.hit(l, 'ip:1')).ok).toBe(true)
      const over = await second.hit(l, 'ip:1')
      expect(over.ok).toBe(false)
      expect(over.retryAfter).toBeGreaterThan(55)
      // Counted in Redis itself (the in-memory fallback would count the same, so look).
      const port = new URL(redis.url).port
      expect(
        spawnSync('redis-cli', ['-p', port, 'GET', `rl:${l.name}:ip:1`])
          .stdout.toString()
          .trim(),
      ).toBe('4')
      // Giving hits back happens in Redis too, for every instance.
      await first.release(l, 'ip:1', 2)
      expect((await second.hit(l, 'ip:1')).count).toBe(3)
      await second.release(l, 'ip:1', Infinity)
      expect((await first.hit(l, 'ip:1')).count).toBe(1)
      // Redis stops. Once the connection has noticed (it says so, once), a hit is counted in memory
      // with no timer firing: not after the 250 ms timeout, not after a retry.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      redis.stop()
      await vi.waitFor(
        () => expect(warn.mock.calls.map(([message]) => String(message))).toContain(UNREACHABLE),
        { timeout: 10_000 },
      )
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      expect((await second.hit(limit('after-stop'), 'ip:1')).ok).toBe(true)
    } finally {
      redis.stop()
    }
  })
})
