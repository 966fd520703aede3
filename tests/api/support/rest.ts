/**
 * Payload's REST API (/api/…) on the test server, as Next's generated route serves it
 * (src/app/(payload)/api/[...slug]/route.ts calls REST_GET(config) …, which calls handleEndpoints).
 * As server.ts does, the client's address is stamped from the socket before Payload sees the request
 * and an error answer's cache-control is bounded (limitSharedCaching); as next.config.ts does, the
 * answers get the security, API and file-route headers first, which the route's own headers override.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { handleEndpoints, type Payload } from 'payload'

import { fetchHeaders, payloadKeyOf } from '@/graphql/server/context'
import { stampClientAddress } from '@/server/client-address'
import { API_HEADERS, applyHeaders, FILE_HEADERS, SECURITY_HEADERS } from '@/server/security-headers'
import { limitSharedCaching } from '@/server/shared-cache'

/** next.config.ts's `/api/:collection/file/:path*`. */
const FILE_ROUTE = /^\/api\/[^/?]+\/file\/[^?]/

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export function restHandler(payload: Payload) {
  const key = payloadKeyOf(payload)
  const origin = payload.config.serverURL || 'http://localhost'
  return async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET'
    stampClientAddress(req)
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readAll(req)
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers: fetchHeaders(req.headers),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    })
    const response = await handleEndpoints({ config: payload.config, request, payloadInstanceCacheKey: key })
    applyHeaders(res, [...SECURITY_HEADERS, ...API_HEADERS, ...(FILE_ROUTE.test(req.url ?? '') ? FILE_HEADERS : [])])
    limitSharedCaching(res, req)
    // As Next sends a route's Response (next/dist/server/send-response.js): a header the config
    // already set stays; Next also drops content-length and frames the body itself, which the tests
    // keep to compare HEAD with GET.
    response.headers.forEach((value, name) => {
      if (res.getHeader(name) === undefined || name === 'set-cookie') res.appendHeader(name, value)
    })
    res.statusCode = response.status
    res.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()))
  }
}
