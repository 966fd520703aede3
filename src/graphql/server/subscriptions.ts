import type { EventEmitter } from 'node:events'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { GraphQLError, OperationTypeNode } from 'graphql'
import { useServer } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'

import { payloadRequest } from '@/graphql/server/context'
import { callerOf, charge, pointsOf } from '@/graphql/server/caller-limit'
import { formatError, MASKED, RequestError } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'
import { isProduction, keyOf, resolvePayload, type GraphQLServerOptions } from '@/graphql/server/options'
import { prepareOperation } from '@/graphql/server/prepare-operation'
import { graphQLSetup } from '@/graphql/server/schema'
import { bus as globalBus, type BusEvents } from '@/server/bus'
import { clientAddress } from '@/server/client-address'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void

export type SubscriptionOptions = Omit<GraphQLServerOptions, 'apqStore'> & {
  /** Upgrades for any other path (server.ts: Next's, for dev hot reload). Without it they are refused. */
  fallback?: UpgradeHandler
  path?: string
}

type ConnectionParams = { Authorization?: unknown; authorization?: unknown } | undefined

/** Queries and mutations run within their limits, as over HTTP; a subscription's events have none. */
const deadlineOf = (kind: OperationTypeNode) =>
  kind === OperationTypeNode.QUERY
    ? Date.now() + LIMITS.executionMs
    : kind === OperationTypeNode.MUTATION
      ? Date.now() + LIMITS.mutationMs
      : undefined

const REASONS: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' }

/** An HTTP answer instead of the upgrade; the socket closes once it is sent (or after 1 s). */
function refuse(socket: Duplex, status: number, message: string) {
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nconnection: close\r\n` +
      `content-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  )
  setTimeout(() => socket.destroy(), 1000).unref()
}

const pathOf = (url = '/') => {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return undefined
  }
}

/**
 * GraphQL subscriptions over websocket (graphql-ws protocol) on `path` of `server`. Browsers may
 * open the socket only from the site's own origin (others: 403 before upgrading); server-side
 * clients send no Origin. The bearer token comes in the connection params, as the browser client
 * sends it over HTTP; each subscription is authenticated, validated, limited and counted against
 * its caller (LIMITS.graphql) like a request.
 */
export function attachSubscriptions(server: Server, options: SubscriptionOptions) {
  const path = options.path ?? '/graphql'
  const bus: EventEmitter<BusEvents> = options.bus ?? globalBus
  const production = isProduction(options)
  const formatting = async () => {
    const payload = await resolvePayload(options.payload)
    return { production, log: (err: unknown) => payload.logger.error({ err, msg: 'Subscription failed' }) }
  }
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.wsMessageBytes })

  const graphqlWs = useServer(
    {
      connectionInitWaitTimeout: 30_000,
      onSubscribe: async (ctx, _id, message) => {
        const payload = await resolvePayload(options.payload)
        // graphql-ws has already registered this one.
        if (Object.keys(ctx.subscriptions).length > LIMITS.subscriptionsPerSocket) {
          const message = `At most ${LIMITS.subscriptionsPerSocket} subscriptions may be open on one connection.`
          return [new GraphQLError(message, { extensions: { code: 'SUBSCRIPTION_LIMIT' } })]
        }
        try {
          const setup = graphQLSetup(payload.config)
          const input = {
            query: message.query,
            variables: message.variables ?? undefined,
            operationName: message.operationName ?? undefined,
          }
          const prepared = prepareOperation(setup, input, production)
          if (!prepared.ok) return prepared.errors
          const params = ctx.connectionParams as ConnectionParams
          const token = params?.Authorization ?? params?.authorization
          const headers = new Headers(typeof token === 'string' ? { authorization: token } : {})
          // The address of the upgrade request, decided as for HTTP (never one bucket for all sockets).
          const address = clientAddress(ctx.extra.request)
          headers.set(CLIENT_ADDRESS_HEADER, address)
          const req = await payloadRequest(payload, keyOf(payload), headers, 'GET')
          const limited = await charge(callerOf(req, address), pointsOf(prepared)).catch((e: unknown) => e)
          if (limited instanceof RequestError) {
            return [new GraphQLError(limited.message, { extensions: { code: limited.code } })]
          }
          return {
            schema: setup.schema,
            document: prepared.document,
            operationName: input.operationName,
            variableValues: input.variables,
            // A query or mutation sent over the socket has the same time to run as over HTTP; events have none.
            contextValue: {
              req,
              headers: {},
              bus,
              deadline: deadlineOf(prepared.operation.operation),
            },
          }
        } catch (error) {
          payload.logger.error({ err: error, msg: 'Subscription could not start' })
          return [new GraphQLError(MASKED)]
        }
      },
      // Both format what leaves: client errors keep their message, the rest is logged and masked.
      onError: async (_ctx, _id, _message, errors) => {
        const f = await formatting()
        return errors.map((e) => formatError(e, f))
      },
      onNext: async (_ctx, _id, _message, _args, result) => {
        if (!result.errors) return
        const f = await formatting()
        return { ...result, errors: result.errors.map((e) => formatError(e, f)) }
      },
    },
    wss,
  )

  let allowedOrigin: Promise<string> | undefined
  const origin = () =>
    (allowedOrigin ??= resolvePayload(options.payload).then(
      (p) => new URL(p.config.serverURL || 'http://localhost').origin,
    ))

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const target = pathOf(req.url)
    if (target === undefined) return refuse(socket, 400, 'The request URL is malformed.')
    if (target !== path) {
      if (options.fallback) return options.fallback(req, socket, head)
      return refuse(socket, 404, 'No websocket here.')
    }
    void origin().then(
      (allowed) => {
        if (req.headers.origin && req.headers.origin !== allowed) {
          return refuse(socket, 403, 'This origin may not open the GraphQL websocket.')
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
      },
      () => socket.destroy(),
    )
  }
  server.on('upgrade', onUpgrade)

  return {
    wss,
    /** Ends every subscription (clients see 1001 and reconnect) and stops taking upgrades. */
    close: async () => {
      server.off('upgrade', onUpgrade)
      await graphqlWs.dispose()
    },
  }
}
