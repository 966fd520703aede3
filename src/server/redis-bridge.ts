import { randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'

import { revalidateToken } from '@/lib/expire-tags'
import { bus as globalBus, type BusEvents } from '@/server/bus'
import { connectRedis, disconnectRedis, type RedisLog } from '@/server/redis'

/** The bus events every instance must hear: subscriptions, cache tags to expire, search index changes. */
const RELAYED = ['content', 'tags', 'tourShow', 'giveaway', 'searchIndex'] as const
type Relayed = (typeof RELAYED)[number]

type Message = { from: string; event: Relayed; args: unknown[] }

export type RedisBridgeOptions = {
  url: string
  channel?: string
  bus?: EventEmitter<BusEvents>
  /**
   * This instance's origin (http://127.0.0.1:PORT): tags expired elsewhere are posted to its
   * /next/revalidate, so its page cache follows a publish on any instance. None in tests of the bus.
   */
  revalidateOrigin?: string
  log?: RedisLog
}

/**
 * Joins the in-process buses of every instance through Redis pub/sub: local events are
 * published with this instance's id, other instances' events are emitted on the local bus
 * (and not published again). While Redis is down each instance keeps working on its own.
 */
export function startRedisBridge({
  url,
  channel = 'staffroom:bus',
  bus = globalBus,
  revalidateOrigin,
  log,
}: RedisBridgeOptions) {
  const id = randomUUID()
  const publisher = connectRedis(url, 'bus publisher', log)
  const subscriber = connectRedis(url, 'bus subscriber', log)
  // Events this bridge emitted itself: its own listener must not send them back out.
  const relayed = new WeakSet<object>()
  const emitter = bus as EventEmitter

  const publishers = RELAYED.map((event) => {
    const listener = (...args: unknown[]) => {
      if (typeof args[0] === 'object' && args[0] !== null && relayed.has(args[0])) return
      const message: Message = { from: id, event, args }
      publisher.publish(channel, JSON.stringify(message)).catch(() => {
        // Redis is down (logged once by connectRedis): other instances miss this event.
      })
    }
    emitter.on(event, listener)
    return () => emitter.off(event, listener)
  })

  // On every (re)connection: without an offline queue a subscribe sent before that would be lost.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch(() => undefined)
  })
  // One message at a time, in order: another instance sends `tags` before the `content` or
  // `tourShow` of the same change, and a page told "changed" here must find the tags already
  // expired here, or it renders the old entries and keeps them.
  let inOrder = Promise.resolve()
  subscriber.on('message', (_channel: string, text: string) => {
    let message: Message
    try {
      message = JSON.parse(text) as Message
    } catch {
      return
    }
    if (message.from === id || !RELAYED.includes(message.event) || !Array.isArray(message.args)) return
    const [first] = message.args
    if (typeof first !== 'object' || first === null) return
    inOrder = inOrder
      .then(async () => {
        if (message.event === 'tags' && revalidateOrigin) await expireHere(revalidateOrigin, first as string[])
        relayed.add(first)
        emitter.emit(message.event, ...message.args)
      })
      .catch((error: unknown) => console.warn(`Could not relay "${message.event}" from another instance:`, error))
  })

  return {
    id,
    close: async () => {
      for (const off of publishers) off()
      await Promise.all([disconnectRedis(publisher), disconnectRedis(subscriber)])
    },
  }
}

async function expireHere(origin: string, tags: string[]) {
  await fetch(new URL('/next/revalidate', origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => console.warn('Could not expire tags published by another instance:', error))
}
