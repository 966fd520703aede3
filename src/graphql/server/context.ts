import type { EventEmitter } from 'node:events'
import type { IncomingHttpHeaders } from 'node:http'

import { createPayloadRequest, type Payload, type PayloadRequest } from 'payload'

import type { BusEvents } from '@/server/bus'

/**
 * What resolvers get, as with Payload's own handler: `req` (the PayloadRequest: user, locale,
 * dataloader) and `headers` (response headers resolvers set, e.g. Set-Cookie on login); plus the
 * bus subscriptions listen to, and the request's deadline.
 */
export type GraphQLContext = {
  req: PayloadRequest
  headers: Record<string, string>
  bus: EventEmitter<BusEvents>
  /** When resolvers stop starting (src/graphql/server/time-limit.ts); none for subscription events. */
  deadline?: number
}

/** Hop-by-hop and body headers mean nothing to a request that carries no body. */
const SKIP = new Set(['connection', 'content-length', 'transfer-encoding', 'upgrade', 'keep-alive', 'expect'])

/** A Fetch Headers of a node request's headers (what createPayloadRequest and Payload's auth take). */
export function fetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || SKIP.has(name) || name.startsWith(':')) continue
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, v)
      } catch {
        // A value Headers refuses cannot matter to authentication: leave it out.
      }
    }
  }
  return headers
}

/**
 * The PayloadRequest Payload's own GraphQL route would make: a Fetch Request with the client's
 * headers (so `Authorization: Bearer …` authenticates users and members, and cookies follow the
 * csrf allowlist), at Payload's GraphQL path so that Payload treats it as a GraphQL call (e.g. it
 * resolves joins through field resolvers). An invalid token leaves `req.user` null.
 */
export async function payloadRequest(
  payload: Payload,
  payloadKey: string,
  headers: Headers,
  method: string,
): Promise<PayloadRequest> {
  const { api, graphQL } = payload.config.routes
  const base = payload.config.serverURL || 'http://localhost'
  const request = new Request(new URL(`${api}${graphQL}`, base), { method, headers })
  return createPayloadRequest({ config: payload.config, request, payloadInstanceCacheKey: payloadKey })
}

/**
 * The key getPayload cached `payload` under. createPayloadRequest looks the instance up again by
 * key: without the right one it would start a second Payload (tests use their own keys).
 */
export function payloadKeyOf(payload: Payload): string {
  const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
  for (const [key, entry] of cache ?? []) if (entry.payload === payload) return key
  throw new Error('This Payload instance was not made by getPayload(): the GraphQL handler needs the shared one.')
}
