/**
 * The http server: CMS redirects first (a 301 or 302 of the editor's choosing, which Next's own
 * redirect() cannot give), then Next for everything else.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { bus } from '@/server/bus'
import { buildTable, normalizePath, type Redirect } from '@/server/redirect-table'

const dev = process.env.NODE_ENV !== 'production'
nextEnv.loadEnvConfig(process.cwd(), dev)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()

let table: Promise<Map<string, Redirect>> | null = null

async function loadRedirects(): Promise<Map<string, Redirect>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/redirects?limit=0&depth=1&pagination=false`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`redirects answered ${res.status}`)
  const { docs } = (await res.json()) as { docs: Parameters<typeof buildTable>[0] }
  return buildTable(docs)
}

function redirects(): Promise<Map<string, Redirect>> {
  table ??= loadRedirects().catch((error: unknown) => {
    console.error('Could not load redirects; retrying on the next request.', error)
    table = null
    return new Map()
  })
  return table
}

bus.on('tags', (tags) => {
  if (tags.includes('redirects')) table = null
})

const SKIP = /^\/(_next|api|admin|next|graphql)(\/|$)|^\/favicon\.ico$/

async function onRequest(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/'
  if ((req.method === 'GET' || req.method === 'HEAD') && !SKIP.test(url)) {
    const hit = (await redirects()).get(normalizePath(url))
    if (hit) {
      res.writeHead(hit.status, { location: hit.location, 'cache-control': 'no-store' })
      res.end()
      return
    }
  }
  await handle(req, res)
}

await app.prepare()
createServer((req, res) => {
  onRequest(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
}).listen(port, hostname, () => {
  console.log(`Staffroom is ready on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
})
