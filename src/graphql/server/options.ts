import type { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

import { env } from '@/env'
import { payloadKeyOf } from '@/graphql/server/context'
import type { ApqStore } from '@/server/apq-store'
import type { BusEvents } from '@/server/bus'

export type GraphQLServerOptions = {
  /** The shared Payload, or how to get it (server.ts: getPayload on each request, cheap once cached). */
  payload: Payload | (() => Promise<Payload>)
  /** Persisted queries; an in-memory LRU unless given (server.ts gives Redis when configured). */
  apqStore?: ApqStore
  /** Where subscriptions listen; the process bus unless given (tests run instances side by side). */
  bus?: EventEmitter<BusEvents>
  /** No introspection, no suggestions; defaults to NODE_ENV === 'production'. */
  production?: boolean
}

export const resolvePayload = (option: GraphQLServerOptions['payload']): Promise<Payload> =>
  typeof option === 'function' ? option() : Promise.resolve(option)

export const isProduction = (options: Pick<GraphQLServerOptions, 'production'>) =>
  options.production ?? env.NODE_ENV === 'production'

const keys = new WeakMap<Payload, string>()

/** payloadKeyOf, remembered: the instance never moves to another key. */
export function keyOf(payload: Payload): string {
  let key = keys.get(payload)
  if (key === undefined) keys.set(payload, (key = payloadKeyOf(payload)))
  return key
}
