import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

const ALLOWED_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'apollographql-client-name',
  'apollographql-client-version',
].join(', ')

/** Origins Payload's `cors` setting allows (the site itself): others get no CORS headers. */
function allowed(payload: Payload, origin: string): boolean {
  const cors = payload.config.cors
  if (cors === '*') return true
  const origins = Array.isArray(cors) ? cors : (cors?.origins ?? [])
  return origins === '*' || origins.some((o) => o.replace(/\/$/, '') === origin)
}

/** CORS response headers for `req` (empty without an allowed Origin); `preflight` for OPTIONS. */
export function corsHeaders(payload: Payload, req: IncomingMessage, preflight = false): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !allowed(payload, origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    ...(preflight
      ? {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '600',
        }
      : {}),
  }
}
