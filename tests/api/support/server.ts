/**
 * The /graphql endpoint on a real http server, without Next: for integration tests of the API
 * and of its clients (the browser client reuses it).
 *
 *   const api = await startApiServer()       // http://127.0.0.1:<random port>/graphql
 *   await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
 *   createClient({ url: api.wsUrl, webSocketImpl: WebSocket })   // subscriptions (graphql-ws)
 *   await api.close()                        // in afterAll; the Payload stays open for the file
 *
 * Requirements: the vitest project runs tests/int/support/setup.ts first (setupFiles), which gives
 * the file its own temp database (SQLite, or Postgres with TEST_DB=postgres) and environment
 * (SERVER_URL http://localhost:3000, NODE_ENV test). `api.payload` is that file's Payload
 * (getTestPayload()), migrated and empty: create content with the Local API.
 *
 * Options: `port` (restart on the same port: close, then start again with `{ port: api.port }`),
 * `production` (introspection off, suggestions stripped), `redisUrl` (persisted queries in Redis and
 * the bus bridged through `redisChannel`), `bus` (an EventEmitter of its own, for instances side by
 * side), `payload`, `apqStore`.
 */
import type { EventEmitter } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import { createGraphQLHandler } from '@/graphql/server/handler'
import { attachSubscriptions } from '@/graphql/server/subscriptions'
import { createMemoryApqStore, type ApqStore } from '@/server/apq-store'
import { createRedisApqStore } from '@/server/apq-store-redis'
import { bus as globalBus, type BusEvents } from '@/server/bus'
import { startRedisBridge } from '@/server/redis-bridge'
import { decodedPath } from '@/server/request-path'
import { refuseRestBody } from '@/server/rest-body'
import { refuseRestQuery } from '@/server/rest-query'

import { getTestPayload } from '../../int/support/payload'
import { restHandler } from './rest'

export type ApiServerOptions = {
  port?: number
  payload?: Payload
  apqStore?: ApqStore
  bus?: EventEmitter<BusEvents>
  production?: boolean
  redisUrl?: string
  redisChannel?: string
}

export type ApiServer = {
  /** http://127.0.0.1:<port>/graphql */
  url: string
  /** http://127.0.0.1:<port>/api: Payload's REST API */
  restUrl: string
  /** ws://127.0.0.1:<port>/graphql */
  wsUrl: string
  port: number
  payload: Payload
  bus: EventEmitter<BusEvents>
  apqStore: ApqStore
  /** Stops the server: open websockets are closed (1001), connections dropped. Payload stays open. */
  close: () => Promise<void>
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const payload = options.payload ?? (await getTestPayload())
  const bus = options.bus ?? globalBus
  const apqStore: ApqStore =
    options.apqStore ?? (options.redisUrl ? createRedisApqStore({ url: options.redisUrl }) : createMemoryApqStore())
  const handler = createGraphQLHandler({ payload, apqStore, bus, production: options.production })
  const rest = restHandler(payload)
  const server = createServer((req, res) => {
    // Payload's REST API, as the Next route serves it.
    if (/^\/api\//.test(req.url ?? '/')) {
      // As server.ts refuses before handing a request to Next.
      const answer = async () => {
        const refusal =
          decodedPath(req.url ?? '/') === null
            ? { status: 400, message: 'This address is not valid: it has a broken %-escape.' }
            : (refuseRestQuery(req.url ?? '/') ?? (await refuseRestBody(req, () => Promise.resolve(payload))))
        if (refusal) {
          res
            .writeHead(refusal.status, { 'content-type': 'application/json', connection: 'close' })
            .end(JSON.stringify({ errors: [{ message: refusal.message }] }))
          req.resume()
          return
        }
        await rest(req, res)
      }
      answer().catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
      return
    }
    // As server.ts routes: the path, whatever follows it.
    if (!/^\/graphql(\?|$)/.test(req.url ?? '/')) {
      res.writeHead(404).end()
      return
    }
    handler(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  const subscriptions = attachSubscriptions(server, { payload, bus, production: options.production })
  const bridge = options.redisUrl
    ? startRedisBridge({ url: options.redisUrl, channel: options.redisChannel, bus })
    : undefined

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    restUrl: `http://127.0.0.1:${port}/api`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    port,
    payload,
    bus,
    apqStore,
    close: async () => {
      await subscriptions.close()
      await bridge?.close()
      if (!options.apqStore) await apqStore.close?.()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
