/** Helpers for the browser client's integration tests (tests/api/client-*.test.ts). */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { WebSocket } from 'ws'

export type Sent = {
  method: string
  url: URL
  headers: Headers
  /** Parsed JSON for a JSON body, the entries for a multipart one, undefined for a GET. */
  body: unknown
}

/** A fetch that forwards to the real one and remembers every request it sent. */
export function recordingFetch() {
  const sent: Sent[] = []
  const fetchSpy: typeof fetch = (input, init = {}) => {
    const { body } = init
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : input),
      headers: new Headers(init.headers),
      body: body instanceof FormData ? [...body.entries()] : typeof body === 'string' ? JSON.parse(body) : undefined,
    })
    return fetch(input, init)
  }
  return { fetch: fetchSpy, sent }
}

/** What a recorded request carried of the persisted-query protocol. */
export function persisted(request: Sent) {
  const fields = request.method === 'GET' ? paramsOf(request.url) : (request.body as Record<string, unknown>)
  const extensions = fields.extensions as { persistedQuery?: { version: number; sha256Hash: string } } | undefined
  return { query: fields.query as string | undefined, hash: extensions?.persistedQuery?.sha256Hash }
}

function paramsOf(url: URL): Record<string, unknown> {
  const extensions = url.searchParams.get('extensions')
  return {
    query: url.searchParams.get('query') ?? undefined,
    extensions: extensions ? JSON.parse(extensions) : undefined,
  }
}

export type Incoming = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }
export type Reply = { status: number; body: string; contentType?: string }

/**
 * A real http server of our own, standing for a proxy or a server that misbehaves: `reply` answers
 * a request, or returns undefined to pass it on to `target` (the real API) as it came.
 */
export async function startStubServer(reply: (request: Incoming) => Reply | undefined, target?: string) {
  const server = createServer((req, res) => void handle(req, res))
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const answer = reply({ method: req.method ?? 'GET', url, headers: req.headers, body: body.toString('utf8') })
    if (answer) {
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' }).end(answer.body)
      return
    }
    const forwarded = await fetch(new URL(url.pathname + url.search, target), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        typeof value === 'string' && name !== 'host' && name !== 'connection'
          ? [[name, value] as [string, string]]
          : [],
      ),
      body: req.method === 'GET' ? undefined : body,
    })
    res
      .writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' })
      .end(Buffer.from(await forwarded.arrayBuffer()))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The `ws` WebSocket, remembering the payload of every connection_init it sends. */
export function recordingWebSocket() {
  const inits: unknown[] = []
  class Recording extends WebSocket {
    override send(data: unknown, ...rest: unknown[]) {
      const message = typeof data === 'string' ? (JSON.parse(data) as { type?: string; payload?: unknown }) : undefined
      if (message?.type === 'connection_init') inits.push(message.payload ?? null)
      return (super.send as (...args: unknown[]) => void)(data, ...rest)
    }
  }
  return { WebSocketImpl: Recording, inits }
}

/** Polls `check` until it holds (or throws after `ms`). */
export async function until(check: () => boolean, ms = 5000, every = 50) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, every))
  }
}
