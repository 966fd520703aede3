import type { IncomingMessage, ServerResponse } from 'node:http'

export type Answer = {
  status: number
  body: unknown
  headers: Record<string, string>
  cookies?: string[]
  /** An anonymous, error-free GET: a CDN may keep it briefly. */
  cacheable?: boolean
}

/** graphql-over-http: the newer media type for clients that ask for it (Apollo 4 does), else JSON. */
const mediaType = (req: IncomingMessage) =>
  /application\/graphql-response\+json/.test(req.headers.accept ?? '')
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8'

export function send(req: IncomingMessage, res: ServerResponse, answer: Answer) {
  if (res.headersSent) return res.end()
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
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
