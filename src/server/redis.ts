import { Redis } from 'ioredis'

export type RedisLog = (message: string, error?: unknown) => void

const defaultLog: RedisLog = (message, error) =>
  error === undefined ? console.warn(message) : console.warn(message, error instanceof Error ? error.message : error)

/**
 * A Redis connection that never holds a request up: commands fail at once while Redis is down
 * (no offline queue, one retry) so callers fall back to memory, and ioredis keeps reconnecting in
 * the background. An outage is logged once when it starts and once when it ends.
 */
export function connectRedis(url: string, purpose: string, log: RedisLog = defaultLog): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    // Back off up to 5 s between attempts while Redis is away.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  })
  let down = false
  redis.on('error', (error: unknown) => {
    if (down) return
    down = true
    log(`Redis (${purpose}) is unreachable; working in-process until it is back.`, error)
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log(`Redis (${purpose}) is back.`)
  })
  return redis
}

/** Closes without waiting on a server that may be gone. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
  else redis.disconnect()
}
