/**
 * The http server: /graphql (HTTP and websocket) first; for everything else the client's address
 * is stamped and REST bodies are checked before anyone reads them; then CMS redirects (a 301 or
 * 302 of the editor's choosing, which Next's own redirect() cannot give), then Next.
 */
import { createServer, Server, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import nextEnv from '@next/env'
import next from 'next'

import type { ApqStore } from '@/server/apq-store'
import { bus } from '@/server/bus'
import { retryLaterWhileDatabaseDown } from '@/server/database-state'
import { handleShutdown } from '@/server/graceful-shutdown'
import { answerHealth } from '@/server/health'
import { createPageMemo, renewThrough } from '@/server/page-memo'
import { buildTable, normalizePath, type Redirect } from '@/server/redirect-table'
import type { Refusal } from '@/server/rest-body'
import { decodedPath, refuseBrokenPath } from '@/server/request-path'
import { hashInlineScripts } from '@/server/script-hashes'
import { applyHeaders } from '@/server/security-headers'
import { limitSharedCaching } from '@/server/shared-cache'

// The one variable read before src/env.ts: it decides which .env files load.
const dev = process.env.NODE_ENV !== 'production'
nextEnv.loadEnvConfig(process.cwd(), dev)

// Read after loadEnvConfig: these modules parse process.env when they load.
const [{ env }, { default: config }, { getPayload }, { createGraphQLHandler }, { attachSubscriptions }] =
  await Promise.all([
    import('@/env'),
    import('@payload-config'),
    import('payload'),
    import('@/graphql/server/handler'),
    import('@/graphql/server/subscriptions'),
  ])
const { PORT: port, HOST: hostname } = env
// Next attaches its own 'upgrade' listener to the server a request arrives on, and ends sockets
// on paths its routes match — /graphql matches the catch-all page, so subscriptions would close
// with 1006. It gets a server that never listens instead; upgrades are routed below.
const inert = new Server()
const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port, httpServer: inert })
const handle = app.getRequestHandler()
const [{ createMemoryApqStore }, { createRedisApqStore }, { startRedisBridge }] = await Promise.all([
  import('@/server/apq-store'),
  import('@/server/apq-store-redis'),
  import('@/server/redis-bridge'),
])
const [{ stampClientAddress }, { refuseRestBody }, { refuseRestQuery }, { abandonBody }, { dropStalePreview }] =
  await Promise.all([
    import('@/server/client-address'),
    import('@/server/rest-body'),
    import('@/server/rest-query'),
    import('@/graphql/server/body'),
    import('@/server/stale-preview'),
  ])

// The one Payload of the process: getPayload caches it on globalThis ('default'), where Next's
// bundle finds the same instance (and starts its job crons once). Asked per request, not at boot:
// that is cheap once cached, and lets Payload reload its config in development.
const payload = () => getPayload({ config })
const apqStore: ApqStore = env.REDIS_URL ? createRedisApqStore({ url: env.REDIS_URL }) : createMemoryApqStore()
const graphql = createGraphQLHandler({ payload, apqStore })
const bridge = env.REDIS_URL
  ? startRedisBridge({ url: env.REDIS_URL, revalidateOrigin: `http://127.0.0.1:${port}` })
  : null

/** Where pages may load scripts from besides themselves (src/server/script-hashes.ts); dev's tooling evaluates code. */
const scriptSources = env.ADS_SCRIPT_URL ? [new URL(env.ADS_SCRIPT_URL).origin, ...env.ADS_SCRIPT_SOURCES] : []

let table: Promise<Map<string, Redirect>> | null = null

async function loadRedirects(): Promise<Map<string, Redirect>> {
  const { docs } = await (await payload()).find({ collection: 'redirects', depth: 1, limit: 0, pagination: false })
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

/** Pages just served, replayed for a second and renewed in the background (src/server/page-memo.ts); production only. */
const memo = createPageMemo({ renew: renewThrough(port) })

bus.on('tags', (tags) => {
  if (tags.includes('redirects')) table = null
  memo.clear()
})

const SKIP = /^\/(_next|api|admin|next|graphql)(\/|$)|^\/favicon\.ico$/
const GRAPHQL = /^\/graphql(\?|$)/
const HEALTH = /^\/api\/health(\?|$)/

/** A refusal of ours, in Payload's REST error shape; the unread body is dropped (within 1 s). */
function refuse(req: IncomingMessage, res: ServerResponse, { status, message }: Refusal) {
  const body = JSON.stringify({ errors: [{ message }] })
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  res.end(body)
  abandonBody(req)
}

async function onRequest(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/'
  if (decodedPath(url) === null) return refuseBrokenPath(res)
  retryLaterWhileDatabaseDown(res)
  if (HEALTH.test(url) && (req.method === 'GET' || req.method === 'HEAD')) {
    return answerHealth(req, res, await payload(), shutdown.stopping())
  }
  if (GRAPHQL.test(url)) {
    applyHeaders(res)
    return graphql(req, res)
  }
  // Code behind Next (Payload's hooks and endpoints) has no socket: it reads the client's address
  // from this header, which only this line writes.
  stampClientAddress(req)
  const refusal = refuseRestQuery(url) ?? (await refuseRestBody(req, payload))
  if (refusal) return refuse(req, res, refusal)
  if ((req.method === 'GET' || req.method === 'HEAD') && !SKIP.test(url)) {
    const hit = (await redirects()).get(normalizePath(url))
    if (hit) {
      applyHeaders(res)
      res.writeHead(hit.status, { location: hit.location, 'cache-control': 'no-store' })
      res.end()
      return
    }
  }
  // Draft mode's cookie without a live staff session behind it is dropped here, before Next reads it.
  await dropStalePreview(req, res, payload, dev)
  // First, so that it sees the headers and bytes the wrappers below leave.
  if (!dev && memo.serve(req, res)) return
  limitSharedCaching(res, req)
  if (!dev) hashInlineScripts(res, scriptSources)
  await handle(req, res)
}

/**
 * Upgrades Next would have taken (dev hot reload). app.getUpgradeHandler() reaches only the inner
 * NextNodeServer, whose handleUpgrade does nothing in a custom server; the handler that serves
 * hot reload is the custom server's own `upgradeHandler`, which Next would attach to `inert`.
 */
function nextUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
  const own = Reflect.get(app, 'upgradeHandler') as typeof nextUpgrade | undefined
  void (typeof own === 'function' ? own(req, socket, head) : app.getUpgradeHandler()(req, socket, head))
}

await app.prepare()
const server = createServer((req, res) => {
  onRequest(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
})
// An idle keep-alive connection outlives the proxy's (nginx keeps upstream ones 60 s): a connection a
// client or proxy reuses is then never one this server is closing at that moment (a reset, a 502).
server.keepAliveTimeout = 65_000
const subscriptions = attachSubscriptions(server, { payload, fallback: nextUpgrade })
const shutdown = handleShutdown(server, {
  deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  first: [{ name: 'the GraphQL websockets', close: subscriptions.close }],
  last: [
    // Job crons and the database connections.
    { name: 'Payload', close: async () => (await payload()).destroy() },
    {
      name: 'Redis',
      close: async () =>
        Promise.all([apqStore.close?.(), bridge?.close(), (await import('@/server/rate-limit')).closeRateLimits()]),
    },
  ],
})
// A port already taken (another copy running) is a failed start: exit 1, so a supervisor sees it.
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(`Port ${port} is already in use: stop what listens there, or set PORT.`)
  else console.error('The server could not start:', error)
  process.exit(1)
})
server.listen(port, hostname, () => {
  console.log(`Staffroom is ready on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
})
