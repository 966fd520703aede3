import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PayloadRequest } from 'payload'

import { abandonBody, readBody } from '@/graphql/server/body'
import { fetchHeaders, payloadRequest, type GraphQLContext } from '@/graphql/server/context'
import { corsHeaders } from '@/graphql/server/cors'
import { codedError, MASKED, RequestError } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'
import { readMultipart } from '@/graphql/server/multipart'
import { isProduction, keyOf, resolvePayload, type GraphQLServerOptions } from '@/graphql/server/options'
import { paramsFromSearch, searchOf } from '@/graphql/server/request-params'
import { send, type Answer } from '@/graphql/server/respond'
import { runOperation, type Outcome, type RunDeps } from '@/graphql/server/run-operation'
import { graphQLSetup } from '@/graphql/server/schema'
import { createMemoryApqStore, type ApqStore } from '@/server/apq-store'
import { bus as globalBus } from '@/server/bus'

const isJson = (type: string) => /^application\/(graphql-response\+)?json$/.test(type)

/** The operations of a POST: one object, a batch (array), or a multipart request's operations. */
async function readOperations(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'multipart/form-data') {
    // A form post needs no preflight: a site could make a visitor's browser send one. These
    // headers force a preflight, which a foreign site does not pass (CSRF).
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      throw new RequestError(400, 'Multipart requests must carry an apollo-require-preflight header', 'CSRF_PREVENTION')
    }
    return readMultipart(req)
  }
  if (!isJson(type)) {
    throw new RequestError(
      415,
      `Send the operation as application/json (or multipart/form-data with files), not ${type ? `"${type}"` : 'without a content type'}.`,
      'UNSUPPORTED_MEDIA_TYPE',
    )
  }
  const body = await readBody(req, LIMITS.bodyBytes, LIMITS.bodyMs)
  if (body.length === 0) throw new RequestError(400, 'The request body is empty: send {"query": "…"}.')
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.')
  }
}

/**
 * The /graphql endpoint as a plain node:http handler (server.ts routes to it; tests mount it on a
 * bare server): JSON POST, batches, GET queries, multipart uploads, persisted queries, limits.
 * Whatever a client sends, the answer is < 500; unexpected failures are logged and masked.
 */
export function createGraphQLHandler(options: GraphQLServerOptions) {
  const store = options.apqStore ?? createMemoryApqStore()
  const bus = options.bus ?? globalBus
  const production = isProduction(options)

  return async function handleGraphQL(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer: Answer = { status: 200, body: {}, headers: {} }
    let log = (error: unknown) => console.error('GraphQL request failed:', error)
    try {
      const payload = await resolvePayload(options.payload)
      log = (error) => payload.logger.error({ err: error, msg: 'GraphQL request failed' })
      answer.headers = corsHeaders(payload, req, req.method === 'OPTIONS')
      let request: Promise<PayloadRequest> | undefined
      const deps: RunDeps = {
        setup: graphQLSetup(payload.config),
        store,
        method: req.method ?? 'GET',
        production,
        log,
        context: async (): Promise<GraphQLContext> => {
          request ??= payloadRequest(payload, keyOf(payload), fetchHeaders(req.headers, req.socket.remoteAddress), deps.method)
          return { req: await request, headers: {}, bus }
        },
      }
      await serve(req, answer, deps)
    } catch (error) {
      if (error instanceof RequestError) {
        Object.assign(answer, { status: error.status, body: { errors: [codedError(error.message, error.code)] } })
        Object.assign(answer.headers, error.headers)
      } else {
        log(error)
        Object.assign(answer, { status: 500, body: { errors: [codedError(MASKED, 'INTERNAL_SERVER_ERROR')] } })
      }
    }
    const unread = !req.complete
    if (unread) answer.headers.connection = 'close'
    send(req, res, answer)
    if (unread) abandonBody(req)
  }
}

async function serve(req: IncomingMessage, answer: Answer, deps: RunDeps) {
  switch (req.method) {
    case 'OPTIONS':
      Object.assign(answer, { status: 204, body: undefined })
      return
    case 'GET': {
      const params = paramsFromSearch(searchOf(req.url))
      return setOutcome(answer, await runOperation(params, deps), true)
    }
    case 'POST': {
      const operations = await readOperations(req)
      if (Array.isArray(operations)) return runBatch(answer, operations, deps)
      return setOutcome(answer, await runOperation(operations, deps), false)
    }
    default:
      throw new RequestError(405, 'Send GraphQL requests with POST (or GET for queries).', 'METHOD_NOT_ALLOWED', {
        allow: 'GET, POST, OPTIONS',
      })
  }
}

function setOutcome(answer: Answer, outcome: Outcome, get: boolean) {
  answer.status = outcome.status
  answer.body = outcome.body
  answer.cookies = outcome.headers['Set-Cookie'] ? [outcome.headers['Set-Cookie']] : []
  Object.assign(answer.headers, withoutCookie(outcome.headers))
  // Anonymous GET answers may be cached by a CDN for a few seconds; nothing personal ever is.
  answer.cacheable = get && outcome.status === 200 && !outcome.personal && !outcome.body.errors
}

async function runBatch(answer: Answer, operations: unknown[], deps: RunDeps) {
  if (operations.length === 0) throw new RequestError(400, 'The batch is empty: send at least one operation.')
  if (operations.length > LIMITS.batchOperations) {
    throw new RequestError(
      400,
      `A batch may hold at most ${LIMITS.batchOperations} operations (got ${operations.length}).`,
    )
  }
  const outcomes: Outcome[] = []
  // One after another: they share one request (and its database connection under SQLite).
  for (const operation of operations) outcomes.push(await runOperation(operation, deps))
  answer.status = 200
  answer.body = outcomes.map((o) => o.body)
  answer.cookies = outcomes.flatMap((o) => (o.headers['Set-Cookie'] ? [o.headers['Set-Cookie']] : []))
  for (const o of outcomes) Object.assign(answer.headers, withoutCookie(o.headers))
}

const withoutCookie = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'set-cookie'))
