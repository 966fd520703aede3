import type { IncomingMessage } from 'node:http'

import { executeAuthStrategies, type Payload } from 'payload'

import { kb } from '@/graphql/server/body'
import { fetchHeaders } from '@/graphql/server/context'

/** Bodies of REST requests (/api): JSON and the like, and multipart uploads. */
export const REST_BODY = {
  jsonBytes: 256 * 1024,
  /** Payload's own cap on a multipart request (each file: 20 MB, refused with 413 past it, never truncated). */
  uploadBytes: 50 * 1024 * 1024,
} as const

export type Refusal = { status: number; message: string }

const API = /^\/api(\/|\?|$)/

/**
 * Whether a REST request's body may be read, decided from its headers before a byte of it is:
 * Payload reads a JSON body whole, however large, and buffers uploads before it checks who sends
 * them. Any body must declare its length — the HTTP parser then reads no more than that — and
 * stay within 256 KB; only a signed-in account (staff or member) may send more, and only as
 * multipart (an upload; the admin sends its forms so too), whose size Payload checks as it
 * streams (413 past 20 MB a file). Undefined: hand it on.
 */
export async function refuseRestBody(
  req: IncomingMessage,
  payload: () => Promise<Payload>,
): Promise<Refusal | undefined> {
  if (!API.test(req.url ?? '/')) return undefined
  const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length'])
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (!chunked && (declared ?? 0) <= REST_BODY.jsonBytes) return undefined
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'multipart/form-data') {
    if (declared !== undefined && declared > REST_BODY.uploadBytes) {
      return { status: 413, message: `The upload is larger than ${REST_BODY.uploadBytes / 1024 / 1024} MB.` }
    }
    const { user } = await executeAuthStrategies({ headers: fetchHeaders(req.headers), payload: await payload() })
    return user ? undefined : { status: 401, message: 'Sign in to upload files.' }
  }
  if (declared === undefined) {
    return { status: 411, message: `Send the body with a Content-Length header (at most ${kb(REST_BODY.jsonBytes)}).` }
  }
  return { status: 413, message: `The request body is larger than ${kb(REST_BODY.jsonBytes)}.` }
}
