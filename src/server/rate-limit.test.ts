import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

const load = async (redisUrl?: string) => {
  vi.resetModules()
  if (redisUrl) process.env.REDIS_URL = redisUrl
  else delete process.env.REDIS_URL
  return import('@/server/rate-limit')
}

const limit = (name: string) => ({ name: `${name}-${Math.random()}`, limit: 3, windowMs: 60_000 })

afterEach(() => {
  delete process.env.REDIS_URL
  vi.useRealTimers()
})

describe('rate limits', () => {
  it('allows `limit` hits per window, then says when to come back', async () => {
    const { hit } = await load()
    const l = limit('count')
    for (let i = 0; i < 3; i += 1) expect(await hit(l, 'ip:1')).toEqual({ ok: true, retryAfter: 0 })
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
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    })
  })

  it('keeps counting in memory while Redis is down, without failing or waiting', async () => {
    const { hit } = await load('redis://127.0.0.1:1')
    const l = limit('redis-down')
    const started = Date.now()
    for (let i = 0; i < 3; i += 1) expect((await hit(l, 'ip:1')).ok).toBe(true)
    expect((await hit(l, 'ip:1')).ok).toBe(false)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('takes the first X-Forwarded-For hop as the address', async () => {
    const { clientIp } = await load()
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientIp(new Headers(), '::1')).toBe('::1')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

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
      // A second instance (a fresh copy of the module, its own connection) sees the same count.
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
      redis.stop()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const started = Date.now()
      expect((await second.hit(limit('after-stop'), 'ip:1')).ok).toBe(true)
      expect(Date.now() - started).toBeLessThan(1000)
    } finally {
      redis.stop()
    }
  })
})
