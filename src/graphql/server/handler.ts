import type { IncomingMessage, ServerResponse } from 'node:http'

import type { PayloadRequest } from 'payload'

import { abandonBody, readBody } from '@/graphql/server/body'
import { fetchHeaders, payloadRequest, type GraphQLContext } from '@/graphql/server/context'
import { corsHeaders } from '@/graphql/server/cors'
import { callerOf, charge, hasCredentials, pointsOf } from '@/graphql/server/caller-limit'
import { codedError, MASKED, RequestError } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'
import { readMultipart } from '@/graphql/server/multipart'
import { tooManyUploads } from '@/graphql/server/rules/operation-limits'
import { isProduction, keyOf, resolvePayload, type GraphQLServerOptions } from '@/graphql/server/options'
import { paramsFromSearch, searchOf } from '@/graphql/server/request-params'
import { capLength, send, type Answer } from '@/graphql/server/respond'
import { prepare, run, type Outcome, type RunDeps, type Step } from '@/graphql/server/run-operation'
import { graphQLSetup } from '@/graphql/server/schema'
import { createMemoryApqStore } from '@/server/apq-store'
import { bus as globalBus } from '@/server/bus'
import { stampClientAddress } from '@/server/client-address'

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
      const address = stampClientAddress(req)
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
          request ??= payloadRequest(payload, keyOf(payload), fetchHeaders(req.headers), deps.method)
          return { req: await request, headers: {}, bus }
        },
      }
      await serve(req, answer, deps, address)
    } catch (error) {
      if (error instanceof RequestError) {
        Object.assign(answer, { status: error.status, body: { errors: [codedError(error.message, error.code)] } })
        Object.assign(answer.headers, error.headers)
      } else {
        log(error)
        Object.assign(answer, { status: 500, body: { errors: [codedError(MASKED, 'INTERNAL_SERVER_ERROR')] } })
      }
    }
    capLength(answer, LIMITS.responseBytes)
    const unread = !req.complete
    if (unread) answer.headers.connection = 'close'
    send(req, res, answer)
    if (unread) abandonBody(req)
  }
}

async function serve(req: IncomingMessage, answer: Answer, deps: RunDeps, address: string) {
  switch (req.method) {
    case 'OPTIONS':
      Object.assign(answer, { status: 204, body: undefined })
      return
    case 'GET': {
      const params = paramsFromSearch(searchOf(req.url))
      const [outcome] = await runAll(req, [params], deps, address)
      return setOutcome(answer, outcome, true)
    }
    case 'POST': {
      const operations = await readOperations(req)
      if (!Array.isArray(operations))
        return setOutcome(answer, (await runAll(req, [operations], deps, address))[0], false)
      if (operations.length === 0) throw new RequestError(400, 'The batch is empty: send at least one operation.')
      if (operations.length > LIMITS.batchOperations) {
        throw new RequestError(
          400,
          `A batch may hold at most ${LIMITS.batchOperations} operations (got ${operations.length}).`,
        )
      }
      return setBatch(answer, await runAll(req, operations, deps, address))
    }
    default:
      throw new RequestError(405, 'Send GraphQL requests with POST (or GET for queries).', 'METHOD_NOT_ALLOWED', {
        allow: 'GET, POST, OPTIONS',
      })
  }
}

/**
 * The operations of one request, each checked first: the cost of all of them together must fit
 * one budget (a batch is not ten budgets), at most one of them may store files, the caller pays for them (LIMITS.graphql), and they
 * run one after another — they share one request and its database connection under SQLite —
 * within one time limit. A request refused as a whole throws a RequestError.
 */
async function runAll(req: IncomingMessage, operations: unknown[], deps: RunDeps, address: string): Promise<Outcome[]> {
  const steps: Step[] = []
  for (const operation of operations) steps.push(await prepare(operation, deps))
  const uploads = steps.reduce((sum, step) => sum + (step.ready ? step.uploads : 0), 0)
  if (uploads > LIMITS.uploadMutations) throw new RequestError(400, tooManyUploads(uploads), 'UPLOAD_LIMIT')
  const cost = steps.reduce((sum, step) => sum + (step.ready ? step.cost : 0), 0)
  if (steps.length > 1 && cost > LIMITS.cost) {
    throw new RequestError(
      400,
      `The batch is too expensive (estimated cost ${cost} for ${steps.length} operations; the limit is ${LIMITS.cost} for the whole request): ask for fewer or smaller lists.`,
      'COST_LIMIT',
    )
  }
  const caller = callerOf(hasCredentials(req.headers) ? (await deps.context()).req : undefined, address)
  await charge(
    caller,
    steps.reduce((sum, step) => sum + (step.ready ? pointsOf(step) : 1), 0),
  )
  deps.started = Date.now()
  const outcomes: Outcome[] = []
  for (const step of steps) outcomes.push(await run(step, deps))
  return outcomes
}

function setOutcome(answer: Answer, outcome: Outcome, get: boolean) {
  answer.status = outcome.status
  answer.body = outcome.body
  answer.cookies = outcome.headers['Set-Cookie'] ? [outcome.headers['Set-Cookie']] : []
  Object.assign(answer.headers, withoutCookie(outcome.headers))
  // Anonymous GET answers may be cached by a CDN for a few seconds; nothing personal ever is.
  answer.cacheable = get && outcome.status === 200 && !outcome.personal && !outcome.body.errors
}

function setBatch(answer: Answer, outcomes: Outcome[]) {
  // 200 once anything ran; when every operation was refused, nothing did: the refusal's status.
  const ran = outcomes.some((o) => o.status === 200)
  answer.status = ran ? 200 : Math.max(...outcomes.map((o) => o.status))
  answer.body = outcomes.map((o) => o.body)
  answer.cookies = outcomes.flatMap((o) => (o.headers['Set-Cookie'] ? [o.headers['Set-Cookie']] : []))
  for (const o of outcomes) Object.assign(answer.headers, withoutCookie(o.headers))
}

const withoutCookie = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'set-cookie'))
