import type { Redis } from 'ioredis'
import { APIError } from 'payload'

import { env } from '@/env'
import { connectRedis } from '@/server/redis'

/** A fixed-window limit: at most `limit` hits per key in each window of `windowMs`. */
export type Limit = { name: string; limit: number; windowMs: number }

export const LIMITS = {
  login: { name: 'login', limit: 5, windowMs: 60 * 60_000 },
  passwordReset: { name: 'password-reset', limit: 5, windowMs: 60 * 60_000 },
  signUp: { name: 'sign-up', limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, Limit>

type Count = { count: number; resetAt: number }
type Store = { incr(key: string, windowMs: number): Promise<Count> }

/** Counters of this process, shared by every copy of this module (Next's bundle, server.ts). */
const holder = globalThis as unknown as Record<symbol, Map<string, Count> | undefined>
const windows = (holder[Symbol.for('staffroom.rate-limit')] ??= new Map<string, Count>())

const memory: Store = {
  async incr(key, windowMs) {
    const now = Date.now()
    let entry = windows.get(key)
    if (!entry || entry.resetAt <= now) {
      // Expired windows go when a key comes back; sweep the rest now and then so the map stays small.
      if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
      entry = { count: 0, resetAt: now + windowMs }
      windows.set(key, entry)
    }
    entry.count += 1
    return { ...entry }
  },
}

let redis: Promise<Redis> | undefined

/** Redis shares the counts between instances. Commands fail at once while it is down (no queue). */
function redisStore(url: string): Store {
  redis ??= new Promise<Redis>((resolve) => {
    const client = connectRedis(url, 'rate limits')
    // Without the offline queue a command sent before the first connection is refused: wait for it.
    client.once('ready', () => resolve(client))
    client.once('error', () => resolve(client))
  })
  return {
    async incr(key, windowMs) {
      const client = await redis!
      // SET NX starts the window with its expiry; INCR counts; PTTL says when it ends.
      const replies = await client
        .multi()
        .set(`rl:${key}`, 0, 'PX', windowMs, 'NX')
        .incr(`rl:${key}`)
        .pttl(`rl:${key}`)
        .exec()
      const count = Number(replies?.[1]?.[1])
      const ttl = Number(replies?.[2]?.[1])
      if (!Number.isFinite(count)) throw new Error('unexpected Redis reply')
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
    },
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis timed out')), ms).unref()),
  ])

async function incr(key: string, windowMs: number): Promise<Count> {
  if (!env.REDIS_URL) return memory.incr(key, windowMs)
  try {
    return await withTimeout(redisStore(env.REDIS_URL).incr(key, windowMs), 250)
  } catch {
    // Redis down: keep limiting in this process rather than not at all, and never fail the request.
    return memory.incr(key, windowMs)
  }
}

/** Counts one attempt; `retryAfter` (seconds) is set when this attempt is over the limit. */
export async function hit(limit: Limit, subject: string): Promise<{ ok: boolean; retryAfter: number }> {
  const { count, resetAt } = await incr(`${limit.name}:${subject}`, limit.windowMs)
  if (count <= limit.limit) return { ok: true, retryAfter: 0 }
  return { ok: false, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

/**
 * Over a limit: HTTP 429 for REST (Payload's error handler keeps the status and message); in
 * GraphQL, graphql-js copies `extensions` from the error it wraps.
 */
export class RateLimitedError extends APIError {
  readonly extensions: { code: 'RATE_LIMITED'; statusCode: 429; retryAfter: number }

  constructor(retryAfter: number) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60))
    super(
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      429,
      { code: 'RATE_LIMITED', retryAfter },
      true,
    )
    this.extensions = { code: 'RATE_LIMITED', statusCode: 429, retryAfter }
  }
}

/** Counts one attempt against each subject (an IP, an email…) and throws when any is over. */
export async function enforce(limit: Limit, ...subjects: string[]): Promise<void> {
  const results = await Promise.all(subjects.map((subject) => hit(limit, subject)))
  const over = results.filter((r) => !r.ok)
  if (over.length > 0) throw new RateLimitedError(Math.max(...over.map((r) => r.retryAfter)))
}

/**
 * The visitor's address: the first X-Forwarded-For hop (Next's server sets the header from the
 * socket when a request arrives without one), else the socket address when the caller has it.
 */
export function clientIp(headers: Headers, socketAddress?: string): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || socketAddress || 'unknown'
}
