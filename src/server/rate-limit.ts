import type { Redis } from 'ioredis'
import { APIError } from 'payload'

import { env } from '@/env'
import { clientKeyOf } from '@/server/client-address'
import { processSingleton } from '@/server/process-singleton'
import { connectRedis, disconnectRedis } from '@/server/redis'

/** A fixed-window limit: at most `limit` hits per key in each window of `windowMs`. */
export type Limit = { name: string; limit: number; windowMs: number }

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Every limit by name (docs/security.md lists them); RATE_LIMITS may give other counts. */
const DEFAULTS = {
  /** Failed sign-ins per address and account collection (a sign-in that succeeds is given back). */
  login: { name: 'login', limit: 5, windowMs: HOUR },
  /** Failed sign-ins of one account from one address; past it that pair is locked out. */
  loginLockout: { name: 'login-lockout', limit: 5, windowMs: 15 * MINUTE },
  passwordReset: { name: 'password-reset', limit: 5, windowMs: HOUR },
  signUp: { name: 'sign-up', limit: 10, windowMs: MINUTE },
  /** Newsletter confirmation emails per address: a form anyone can fill in must not flood an inbox. */
  newsletterEmail: { name: 'newsletter-email', limit: 3, windowMs: HOUR },
  /** CMS form submissions per address (a classroom behind one address sends a few). */
  formSubmit: { name: 'form-submit', limit: 20, windowMs: 10 * MINUTE },
  /** GraphQL points per caller: an operation costs 1 per 100 of its estimated cost, at least 1. */
  graphql: { name: 'graphql', limit: 600, windowMs: MINUTE },
  /** POST /api/posts/{id}/view per address. */
  views: { name: 'views', limit: 300, windowMs: HOUR },
} as const satisfies Record<string, Limit>

function configured(): Record<keyof typeof DEFAULTS, Limit> {
  const overrides: Record<string, number> = { ...env.RATE_LIMITS }
  const limits = Object.fromEntries(
    Object.entries(DEFAULTS).map(([key, l]) => {
      const limit = overrides[l.name] ?? l.limit
      delete overrides[l.name]
      return [key, { ...l, limit }]
    }),
  ) as Record<keyof typeof DEFAULTS, Limit>
  const unknown = Object.keys(overrides)
  if (unknown.length > 0) {
    const names = Object.values(DEFAULTS).map((l) => l.name)
    throw new Error(
      `Invalid environment:\n  RATE_LIMITS: unknown limit ${unknown.join(', ')} (known: ${names.join(', ')})`,
    )
  }
  return limits
}

export const LIMITS = configured()

type Count = { count: number; resetAt: number }
type Store = {
  incr(key: string, windowMs: number, by: number): Promise<Count>
  /** Gives back `by` hits (never below 0); `by` Infinity forgets the key. */
  release(key: string, by: number): Promise<void>
}

/** Keys one limit keeps in memory at most: past it its oldest go (a flood cannot exhaust memory). */
const MAX_KEYS = 100_000

/**
 * Counters of this process, one map per limit — so that a flood of one kind (reads from many
 * addresses) never pushes out the counts of another (sign-ins) — shared by every copy of this
 * module (Next's bundle, server.ts).
 */
const counters = processSingleton('rate-limits', () => ({ spaces: new Map<string, Map<string, Count>>(), sweptAt: 0 }))

function windowsOf(key: string): Map<string, Count> {
  const name = key.slice(0, key.indexOf(':'))
  let windows = counters.spaces.get(name)
  if (!windows) counters.spaces.set(name, (windows = new Map<string, Count>()))
  return windows
}

/** Expired windows go when their key comes back, and all of them once a minute. */
function sweep(now: number) {
  if (now - counters.sweptAt < 60_000) return
  counters.sweptAt = now
  for (const windows of counters.spaces.values()) {
    for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
  }
}

const memory: Store = {
  async incr(key, windowMs, by) {
    const now = Date.now()
    const windows = windowsOf(key)
    let entry = windows.get(key)
    if (!entry || entry.resetAt <= now) {
      sweep(now)
      windows.delete(key)
      if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!)
      entry = { count: 0, resetAt: now + windowMs }
      windows.set(key, entry)
    }
    entry.count += by
    return { ...entry }
  },
  async release(key, by) {
    const windows = windowsOf(key)
    const entry = windows.get(key)
    if (!entry) return
    entry.count = Math.max(0, entry.count - by)
    if (entry.count === 0) windows.delete(key)
  },
}

/** One connection per process (and Redis URL), whichever copy of this module opened it. */
const connections = processSingleton('rate-limits.redis', () => new Map<string, Promise<Redis>>())

function connection(url: string): Promise<Redis> {
  let redis = connections.get(url)
  if (!redis) {
    redis = new Promise<Redis>((resolve) => {
      const client = connectRedis(url, 'rate limits')
      // Without the offline queue a command sent before the first connection is refused: wait for it.
      client.once('ready', () => resolve(client))
      client.once('error', () => resolve(client))
    })
    connections.set(url, redis)
  }
  return redis
}

/** Closes this process's Redis connections for rate limits (at shutdown). */
export async function closeRateLimits() {
  const open = [...connections.values()]
  connections.clear()
  await Promise.all(open.map(async (redis) => disconnectRedis(await redis)))
}

/** Redis shares the counts between instances. Commands fail at once while it is down (no queue). */
function redisStore(url: string): Store {
  const redis = connection(url)
  return {
    async incr(key, windowMs, by) {
      const client = await redis
      // SET NX starts the window with its expiry; INCRBY counts; PTTL says when it ends.
      const replies = await client
        .multi()
        .set(`rl:${key}`, 0, 'PX', windowMs, 'NX')
        .incrby(`rl:${key}`, by)
        .pttl(`rl:${key}`)
        .exec()
      const count = Number(replies?.[1]?.[1])
      const ttl = Number(replies?.[2]?.[1])
      if (!Number.isFinite(count)) throw new Error('unexpected Redis reply')
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
    },
    async release(key, by) {
      const client = await redis
      if (by === Infinity) await client.del(`rl:${key}`)
      // Only a key that exists (DECRBY would create one without an expiry), never below 0.
      else await client.eval(RELEASE, 1, `rl:${key}`, by)
    },
  }
}

const RELEASE = `local n = redis.call('GET', KEYS[1])
if n and tonumber(n) > 0 then redis.call('DECRBY', KEYS[1], math.min(tonumber(n), tonumber(ARGV[1]))) end
return 0`

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis timed out')), ms).unref()),
  ])

async function incr(key: string, windowMs: number, by: number): Promise<Count> {
  if (!env.REDIS_URL) return memory.incr(key, windowMs, by)
  try {
    return await withTimeout(redisStore(env.REDIS_URL).incr(key, windowMs, by), 250)
  } catch {
    // Redis down: keep limiting in this process rather than not at all, and never fail the request.
    return memory.incr(key, windowMs, by)
  }
}

/** Counts `by` hits (one attempt by default); `retryAfter` (seconds) is set when over the limit. */
export async function hit(
  limit: Limit,
  subject: string,
  by = 1,
): Promise<{ ok: boolean; retryAfter: number; count: number }> {
  const { count, resetAt } = await incr(`${limit.name}:${subject}`, limit.windowMs, by)
  if (count <= limit.limit) return { ok: true, retryAfter: 0, count }
  return { ok: false, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), count }
}

/** Gives back hits counted earlier (a sign-in that succeeded); `by` Infinity clears the subject. */
export async function release(limit: Limit, subject: string, by = 1): Promise<void> {
  const key = `${limit.name}:${subject}`
  if (env.REDIS_URL) {
    try {
      return await withTimeout(redisStore(env.REDIS_URL).release(key, by), 250)
    } catch {
      // As in incr: memory keeps the count while Redis is down.
    }
  }
  await memory.release(key, by)
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

/** The caller's address as a rate-limit subject (see src/server/client-address.ts). */
export const clientIp = (headers: Headers): string => clientKeyOf(headers)
