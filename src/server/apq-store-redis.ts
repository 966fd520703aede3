import { createMemoryApqStore, type ApqStore } from '@/server/apq-store'
import { connectRedis, disconnectRedis, type RedisLog } from '@/server/redis'

export type RedisApqStoreOptions = {
  url: string
  keyPrefix?: string
  ttlSeconds?: number
  log?: RedisLog
}

/**
 * Persisted queries shared by every instance through Redis, with the in-memory LRU in front: it
 * answers repeated hashes without a round trip, and holds what is registered while Redis is down
 * (a lookup then falls back to it, never failing the request).
 */
export function createRedisApqStore({
  url,
  keyPrefix = 'staffroom:apq:',
  ttlSeconds = 7 * 24 * 60 * 60,
  log,
}: RedisApqStoreOptions): ApqStore {
  const redis = connectRedis(url, 'persisted queries', log)
  const memory = createMemoryApqStore()
  return {
    async get(hash) {
      const near = await memory.get(hash)
      if (near !== undefined) return near
      const query = await redis.get(keyPrefix + hash).catch(() => null)
      if (query === null) return undefined
      await memory.set(hash, query)
      return query
    },
    async set(hash, query) {
      await memory.set(hash, query)
      await redis.set(keyPrefix + hash, query, 'EX', ttlSeconds).catch(() => undefined)
    },
    close: () => disconnectRedis(redis),
  }
}
