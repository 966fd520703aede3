import { randomBytes } from 'node:crypto'

import { handleEndpoints } from 'payload'

import { payloadKeyOf } from '@/graphql/server/context'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

import { getTestPayload } from './payload'

export type RestAnswer = { status: number; headers: Headers; body: Record<string, unknown>; bytes: Buffer }

type Options = { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> }

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
    payloadInstanceCacheKey: payloadKeyOf(payload),
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
