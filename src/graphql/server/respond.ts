import type { IncomingMessage, ServerResponse } from 'node:http'

export type Answer = {
  status: number
  body: unknown
  headers: Record<string, string>
  cookies?: string[]
  /** An anonymous, error-free GET: a CDN may keep it briefly. */
  cacheable?: boolean
  /** `body` already serialised (capLength did). */
  text?: string
}

/** graphql-over-http: the newer media type for clients that ask for it (Apollo 4 does), else JSON. */
const mediaType = (req: IncomingMessage) =>
  /application\/graphql-response\+json/.test(req.headers.accept ?? '')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8'

export function send(req: IncomingMessage, res: ServerResponse, answer: Answer) {
  if (res.headersSent) return res.end()
  const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
  res.statusCode = answer.status
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  if (answer.cookies?.length) res.setHeader('set-cookie', answer.cookies)
  if (text) res.setHeader('content-type', mediaType(req))
  res.setHeader('content-length', Buffer.byteLength(text))
  res.setHeader('cache-control', answer.cacheable ? 'public, max-age=0, s-maxage=5' : 'no-store')
  // Not Cookie: a cached answer is an anonymous one, which a signed-in reader may see as well.
  res.setHeader('vary', 'Accept, Authorization, Origin')
  res.setHeader('x-content-type-options', 'nosniff')
  res.end(text)
}

/**
 * An answer larger than `limit` bytes is not sent: the client gets a 400 that says so instead of
 * megabytes (the cost rule keeps this rare; rich text can still be huge).
 */
export function capLength(answer: Answer, limit: number) {
  if (answer.body === undefined) return
  const text = JSON.stringify(answer.body)
  const bytes = Buffer.byteLength(text)
  if (bytes <= limit) {
    answer.text = text
    return
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
  const message = `The answer would be ${mb(bytes)}, more than the ${mb(limit)} limit: ask for fewer documents or fields.`
  Object.assign(answer, {
    status: 400,
    body: { errors: [{ message, extensions: { code: 'RESPONSE_TOO_LARGE' } }] },
    cookies: answer.cookies,
    cacheable: false,
  })
}
