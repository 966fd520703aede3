/** A graphql-ws client subscription, read event by event, for tests. */
import type { EventEmitter } from 'node:events'

import { createClient, type Client, type ClientOptions } from 'graphql-ws'
import WebSocket from 'ws'

import type { BusEvents, ContentEvent } from '@/server/bus'

export const SUBSCRIBE = /* GraphQL */ `
  subscription Content($types: [String!]) {
    contentPublished(types: $types) {
      collection
      id
      slug
      change
      at
    }
  }
`

/** Marks readiness probes (see ready()); real events never carry it. */
const PROBE = 'probe:'

export function wsClient(url: string, options: Partial<ClientOptions> = {}): Client {
  return createClient({ url, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, ...options })
}

export type Subscriber = {
  /** The next event that is not a readiness probe (fails after `ms`). */
  next: (ms?: number) => Promise<Record<string, unknown>>
  /** Emits probes on `bus` until this subscriber receives one: it is listening from then on. */
  ready: (bus: EventEmitter<BusEvents>, probe: Omit<ContentEvent, 'at' | 'change'>) => Promise<void>
  close: () => Promise<void>
}

export function subscribe(client: Client, query = SUBSCRIBE, variables: Record<string, unknown> = {}): Subscriber {
  const iterator = client.iterate({ query, variables })
  const read = async (ms: number) => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms).unref(),
    )
    const result = await Promise.race([iterator.next(), timeout]).catch((error: unknown) => {
      // graphql-ws rejects with the server's errors (an array) when an operation is refused.
      throw Array.isArray(error) ? new Error(error.map((e: { message: string }) => e.message).join('; ')) : error
    })
    if (result.done) throw new Error('the subscription ended')
    if (result.value.errors) throw new Error(result.value.errors.map((e) => e.message).join('; '))
    return (result.value.data as { contentPublished: Record<string, unknown> }).contentPublished
  }
  const next = async (ms = 5000) => {
    const deadline = Date.now() + ms
    for (;;) {
      const event = await read(Math.max(1, deadline - Date.now()))
      if (!String(event.at).startsWith(PROBE)) return event
    }
  }
  const ready = async (bus: EventEmitter<BusEvents>, probe: Omit<ContentEvent, 'at' | 'change'>) => {
    let n = 0
    const timer = setInterval(() => bus.emit('content', { ...probe, change: 'updated', at: `${PROBE}${n++}` }), 50)
    try {
      await read(10_000)
    } finally {
      clearInterval(timer)
    }
  }
  return { next, ready, close: async () => void (await iterator.return?.()) }
}
