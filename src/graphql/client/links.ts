import { ApolloLink, Observable, ServerError } from '@apollo/client'
import type { ErrorLike } from '@apollo/client'
import { ErrorLink } from '@apollo/client/link/error'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import isExtractableFile from 'apollo-upload-client/isExtractableFile.mjs'
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs'
import { OperationTypeNode } from 'graphql'
import { createClient } from 'graphql-ws'
import type { Client, ClientOptions } from 'graphql-ws'

import { reportApiError } from '@/graphql/client/api-errors'
import type { FailedOperation } from '@/graphql/client/api-errors'
import { networkFailure } from '@/graphql/client/network-failure'

/** Websocket timeout, and the reconnect back-off. */
export const WS_TIMEOUT_MS = 30_000
export const WS_MIN_TIMEOUT_MS = 1_000
export const RETRY_FIRST_MS = 100
export const RETRY_MAX_MS = 10_000
export const RETRY_FACTOR = 2

export type Digest = (algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>

export type LinkOptions = {
  httpUri?: string
  /** Optional: without it, subscriptions fail with a message that says so. */
  wsUri?: string
  wsTimeoutMs?: number
  /** For Node, which has no global WebSocket before v22 (pass `ws`). */
  webSocketImpl?: unknown
  /** Read on every request and on every websocket connect. */
  getToken: () => string | null
  /** The global error handler (docs/api.md, Browser client: Errors); defaults to reportApiError. */
  onError?: (error: ErrorLike, operation: FailedOperation) => void
  fetch?: typeof fetch
  /** sha256 for persisted queries; null turns them off. Defaults to crypto.subtle where it exists. */
  digest?: Digest | null
  /** Awaited before an operation goes out (the browser waits for its first page load). */
  beforeFetch?: () => Promise<void>
}

/** A graphql-ws client that sign-in and sign-out can reconnect with fresh connection params. */
export type WsClient = Client & { restart(): void }

/** What the HTTP links keep in an operation's context (Apollo types the context `any`). */
type HttpContext = { headers?: Record<string, string>; response?: Response }

/**
 * The whole chain: [wait] → global error handler → bearer header → subscriptions over the
 * websocket, everything else over HTTP (persisted queries, then the upload link).
 */
export function createLinks(options: LinkOptions): { link: ApolloLink; wsClient: WsClient | null } {
  const { getToken, onError = reportApiError } = options
  const wsClient = options.wsUri ? createWsClient(options.wsUri, options) : null
  const digest = options.digest === undefined ? subtleDigest() : options.digest

  const http = new UploadHttpLink({ uri: options.httpUri ?? '/graphql', fetch: transportFetch(options.fetch) })
  const hashed = digest ? persistedQueries(digest).concat(http) : http
  // A multipart request skips hashing: a hash miss would upload its files twice.
  const overHttp = ApolloLink.split((operation) => hasFiles(operation.variables), http, hashed)
  const subscriptions = wsClient ? new GraphQLWsLink(wsClient) : noSubscriptions

  const errors = new ErrorLink(({ error, operation }) => {
    try {
      onError(error, operation)
    } catch (failure) {
      console.error('The GraphQL error handler failed:', failure)
    }
  })

  const auth = new ApolloLink((operation, forward) => {
    const token = getToken()
    if (token) {
      operation.setContext(({ headers }: HttpContext) => ({
        headers: { ...headers, Authorization: `Bearer ${token}` },
      }))
    }
    return forward(operation)
  })

  const chain = ApolloLink.from([
    errors,
    auth,
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptions,
      overHttp,
    ),
  ])
  const link = options.beforeFetch ? waitFor(options.beforeFetch).concat(chain) : chain
  return { link, wsClient }
}

/**
 * PersistedQueryNotFound → resend with the full query; PersistedQueryNotSupported or
 * HTTP 400/500 → stop hashing for the rest of the session (and resend this one in full). Apollo
 * 4's defaults only react to NotSupported, hence both functions. Hashed queries go out as GET so
 * a CDN can cache them; a resend is always a POST.
 */
function persistedQueries(digest: Digest) {
  const sha256 = async (query: string) => hex(await digest('SHA-256', new TextEncoder().encode(query)))
  const disable = ({ meta, operation, error }: PersistedQueryLink.DisableFunctionOptions) => {
    const { response } = operation.getContext() as HttpContext
    const status = response?.status ?? (ServerError.is(error) ? error.statusCode : 0)
    // A miss may come with a 4xx status, depending on the server: it is still only a miss.
    if (meta.persistedQueryNotFound) return false
    return meta.persistedQueryNotSupported || status === 400 || status === 500
  }
  const retry = (options: PersistedQueryLink.RetryFunctionOptions) =>
    options.meta.persistedQueryNotFound || disable(options)
  return new PersistedQueryLink({ sha256, disable, retry, useGETForHashedQueries: true })
}

/** crypto.subtle exists only in secure contexts (https, localhost): elsewhere, no hashing. */
function subtleDigest(): Digest | null {
  const subtle = globalThis.crypto?.subtle
  return subtle ? (algorithm, data) => subtle.digest(algorithm, data) : null
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

const hasFiles = (value: unknown): boolean =>
  isExtractableFile(value) || (typeof value === 'object' && value !== null && Object.values(value).some(hasFiles))

/**
 * A transport failure — refused, reset, cut off mid-body — is "Network request failed"
 * (Chrome says "Failed to fetch", Node "fetch failed" or "terminated"). Status, parse and
 * malformed-answer errors come from Apollo itself. Multipart requests carry the preflight header
 * the server asks for (a form post cannot set it, so cross-site forms cannot upload).
 */
export function transportFetch(fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.body instanceof FormData) headers.set('apollo-require-preflight', 'true')
    const failed = (error: unknown) => (init.signal?.aborted ? error : networkFailure(error))
    const response = await (fetchImpl ?? fetch)(input, { ...init, headers }).catch((error: unknown) => {
      throw failed(error)
    })
    const text = response.text.bind(response)
    response.text = () =>
      text().catch((error: unknown) => {
        throw failed(error)
      })
    return response
  }
}

/** Starts operations only once `gate` resolves; unsubscribing before then sends nothing. */
function waitFor(gate: () => Promise<void>) {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let closed = false
        let subscription: { unsubscribe(): void } | undefined
        gate().then(
          () => {
            if (!closed) subscription = forward(operation).subscribe(observer)
          },
          (error: unknown) => observer.error(error),
        )
        return () => {
          closed = true
          subscription?.unsubscribe()
        }
      }),
  )
}

const noSubscriptions = new ApolloLink(
  () =>
    new Observable((observer) =>
      observer.error(new Error('Live updates are not available: no websocket endpoint is configured.')),
    ),
)

/** At least 1000 ms; 30000 ms unless configured. */
export const clampTimeout = (ms?: number) =>
  Math.max(WS_MIN_TIMEOUT_MS, ms !== undefined && Number.isFinite(ms) ? ms : WS_TIMEOUT_MS)

/** 100, 200, 400 … ms, never more than 10000 ms; `retries` counts from 0. */
export const retryDelay = (retries: number) => Math.min(RETRY_FIRST_MS * RETRY_FACTOR ** retries, RETRY_MAX_MS)

const OPEN = 1 // WebSocket.OPEN, which Node 20 has no global for

function createWsClient(url: string, options: LinkOptions): WsClient {
  const timeout = clampTimeout(options.wsTimeoutMs)
  let socket: { readyState: number; close(code: number, reason: string): void } | null = null
  let pongDue: ReturnType<typeof setTimeout> | undefined
  const client = createClient({
    url,
    lazy: true,
    webSocketImpl: options.webSocketImpl,
    connectionParams: () => {
      const token = options.getToken()
      return token ? { Authorization: `Bearer ${token}` } : {}
    },
    connectionAckWaitTimeout: timeout,
    // Ping when idle for `timeout`; a pong missing for as long means the socket is dead: close it,
    // and the retry below reconnects.
    keepAlive: timeout,
    retryAttempts: Infinity,
    // The default retries close events only; a refused connection is an error event first.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
    on: {
      opened: (opened) => void (socket = opened as typeof socket),
      closed: () => {
        socket = null
        clearTimeout(pongDue)
      },
      ping: (received) => {
        if (!received) pongDue = setTimeout(() => socket?.close(4408, 'Keep-alive timeout'), timeout)
      },
      pong: (received) => void (received && clearTimeout(pongDue)),
    },
  } satisfies ClientOptions)
  // 4205 is not a fatal close code: graphql-ws reconnects and resubscribes with new params.
  const restart = () => void (socket?.readyState === OPEN && socket.close(4205, 'Client restart'))
  return Object.assign(client, { restart })
}
