import { randomBytes } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

import { getTestPayload } from './payload'

export type RestAnswer = { status: number; headers: Headers; body: Record<string, unknown>; bytes: Buffer }

type Options = { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> }

/** getPayload caches this file's Payload under its own key; Payload's handlers find it through it. */
export function cacheKeyOf(instance: Payload): string {
  const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
  const key = [...(cache ?? new Map()).entries()].find(([, entry]) => entry.payload === instance)?.[0]
  if (!key) throw new Error("this file's Payload is not in getPayload's cache")
  return key
}

/**
 * Payload's REST API in this process, as the Next route at /api/[...slug] runs it (handleEndpoints),
 * without Next: `rest('PATCH', '/members/3', { token, body })`. The token goes in
 * `Authorization: JWT …`, the address in the header the transport stamps (a new one per call: rate limits count per IP).
 */
export async function rest(method: string, path: string, options: Options = {}): Promise<RestAnswer> {
  const payload = await getTestPayload()
  const headers = new Headers({
    [CLIENT_ADDRESS_HEADER]: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    ...options.headers,
  })
  if (options.token) headers.set('authorization', `JWT ${options.token}`)
  let body: BodyInit | undefined = options.form
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const request = new Request(`http://localhost:3000/api${path}`, { method, headers, body })
  const response = await handleEndpoints({
    config: payload.config,
    request,
    payloadInstanceCacheKey: cacheKeyOf(payload),
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>
  } catch {
    // a file, or empty
  }
  return { status: response.status, headers: response.headers, body: json, bytes }
}

/** The first error message of a REST answer. */
export const restError = (answer: RestAnswer) =>
  (answer.body.errors as { message?: string }[] | undefined)?.[0]?.message
