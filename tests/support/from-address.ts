/**
 * HTTP requests from a chosen source address. Every 127.x.y.z is this machine, so a test can be
 * many different clients — each with its own rate-limit counts, as the server sees its socket —
 * without a proxy and without spending the budget of 127.0.0.1, which the rest of the suite uses.
 */
import { randomInt } from 'node:crypto'
import { request } from 'node:http'

/** A loopback address no other test uses (never 127.0.0.1). */
export const someLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; text: string; ms: number }

export type Sent = {
  method?: string
  headers?: Record<string, string>
  /** An object is sent as JSON; a string or Buffer as is. */
  body?: unknown
}

/** Sends one request to `url` from `localAddress` and reads the whole answer. */
export function requestFrom(localAddress: string, url: string, sent: Sent = {}): Promise<Reply> {
  const body =
    sent.body === undefined
      ? undefined
      : typeof sent.body === 'string' || Buffer.isBuffer(sent.body)
        ? sent.body
        : JSON.stringify(sent.body)
  const headers = {
    ...(body !== undefined && typeof sent.body === 'object' && !Buffer.isBuffer(sent.body)
      ? { 'content-type': 'application/json' }
      : {}),
    ...sent.headers,
  }
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { method: sent.method ?? (body === undefined ? 'GET' : 'POST'), headers, localAddress })
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      )
    })
    req.end(body)
  })
}

/** The first error message of a JSON answer ({ errors: [{ message }] }), for readable assertions. */
export const messageOf = (reply: Reply) => {
  try {
    return (JSON.parse(reply.text) as { errors?: { message?: string }[] }).errors?.[0]?.message
  } catch {
    return undefined
  }
}

/**
 * Starts a request whose body never comes whole: it declares `headers` (a Content-Length far
 * larger than what is sent, or chunked), sends `sent` bytes, and waits for the answer — which a
 * server that reads before it refuses would never give.
 */
export function partialFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  sent: Buffer,
): Promise<Reply> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, localAddress })
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', () => undefined)
      // The server may drop the connection once it has answered: what it sent is the answer.
      const done = () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        })
        req.destroy()
      }
      res.on('end', done)
      res.on('close', done)
    })
    req.write(sent)
  })
}
