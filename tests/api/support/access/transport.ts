/**
 * HTTP and websocket clients that connect from a given loopback address (127.0.x.y): each kind of
 * caller is a different client to the server, as on the internet, so per-address limits (sign-up,
 * sign-in) apply to each separately. Nothing is spoofed: the socket's own address differs.
 */
import { request } from 'node:http'

import { createClient, type Client } from 'graphql-ws'
import WebSocket from 'ws'

export type Answer = { status: number; headers: Record<string, string>; text: string; json: unknown }

export type Body = { json: unknown } | { form: FormData } | undefined

async function encode(body: Body): Promise<{ bytes?: Buffer; type?: string }> {
  if (!body) return {}
  if ('json' in body) return { bytes: Buffer.from(JSON.stringify(body.json)), type: 'application/json' }
  // Let the platform write the multipart body and its boundary.
  const encoded = new Request('http://localhost/', { method: 'POST', body: body.form })
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? undefined }
}

export async function call(
  url: string,
  from: string,
  init: { method?: string; headers?: Record<string, string>; body?: Body } = {},
): Promise<Answer> {
  const { bytes, type } = await encode(init.body)
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        localAddress: from,
        headers: {
          ...(type ? { 'content-type': type, 'content-length': String(bytes!.length) } : {}),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))
          resolve({ status: res.statusCode ?? 0, headers, text, json })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(bytes)
  })
}

/** A graphql-ws client whose socket connects from `from`, authenticated like the browser client. */
export function wsClientFrom(url: string, from: string, token?: string): Client {
  class FromAddress extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress: from })
    }
  }
  return createClient({
    url,
    webSocketImpl: FromAddress,
    lazy: true,
    retryAttempts: 0,
    connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
  })
}
