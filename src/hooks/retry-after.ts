import type { AfterErrorHook } from 'payload'

type Limited = { extensions?: { code?: unknown; retryAfter?: unknown } }

/**
 * A REST answer 429 says when to come back: Payload's error response carries
 * `req.responseHeaders`, so the header goes there (GraphQL answers in its own handler).
 */
export const retryAfterHeader: AfterErrorHook = ({ error, req }) => {
  const { code, retryAfter } = (error as Limited).extensions ?? {}
  if (code !== 'RATE_LIMITED' || typeof retryAfter !== 'number') return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(retryAfter))
  req.responseHeaders = headers
}
