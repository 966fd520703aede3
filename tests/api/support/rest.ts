/**
 * Payload's REST API (/api/…) on the test server, as Next's generated route serves it
 * (src/app/(payload)/api/[...slug]/route.ts calls REST_GET(config) …, which calls handleEndpoints).
 * As server.ts does, the client's address is stamped from the socket before Payload sees the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { handleEndpoints, type Payload } from 'payload'

import { fetchHeaders, payloadKeyOf } from '@/graphql/server/context'
import { stampClientAddress } from '@/server/client-address'

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
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => (headers[name] = value))
    res.writeHead(response.status, headers)
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}
