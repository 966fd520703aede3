import { execute, OperationTypeNode, type DocumentNode, type FormattedExecutionResult } from 'graphql'

import type { GraphQLContext } from '@/graphql/server/context'
import { codedError, formatError, RequestError, type ErrorFormatting } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'
import { resolveQuery } from '@/graphql/server/persisted-query'
import { prepareOperation } from '@/graphql/server/prepare-operation'
import { readParams, type RequestParams } from '@/graphql/server/request-params'
import type { GraphQLSetup } from '@/graphql/server/schema'
import { beforeDeadline, TIMED_OUT, timedOut } from '@/graphql/server/time-limit'
import type { ApqStore } from '@/server/apq-store'
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER, databaseDown } from '@/server/database-state'
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_AFTER, isDiskFull } from '@/server/disk-full'

export type Outcome = {
  status: number
  body: FormattedExecutionResult
  headers: Record<string, string>
  /** Whether the operation ran as a signed-in user (its answer must not be cached publicly). */
  personal: boolean
}

export type RunDeps = ErrorFormatting & {
  setup: GraphQLSetup
  store: ApqStore
  method: string
  /** Made on first use: a request refused before it runs never touches auth or the database. */
  context: () => Promise<GraphQLContext>
  /** When the request started to run (ms since the epoch): its queries and mutations have a time limit each from then. */
  started?: number
}

/** One operation checked and ready to run, with its estimated cost; or its answer already. */
export type Step =
  | {
      ready: true
      params: RequestParams
      document: DocumentNode
      kind: 'query' | 'mutation'
      cost: number
      /** Its mutation fields that take files (LIMITS.uploadMutations). */
      uploads: number
      /** Its mutation fields at the root. */
      mutations: number
      register?: [string, string]
    }
  | { ready: false; outcome: Outcome }

const answered = (status: number, body: FormattedExecutionResult, headers: Record<string, string> = {}): Step => ({
  ready: false,
  outcome: { status, body, headers, personal: false },
})

/**
 * One operation from params to a runnable step: persisted-query lookup, parse and validation with
 * every limit, method checks. Refusals are answered here: 400 (405 for a mutation over GET); a
 * persisted-query miss is a 200, as Apollo's link expects.
 */
export async function prepare(raw: unknown, deps: RunDeps): Promise<Step> {
  try {
    const params = readParams(raw)
    const resolved = await resolveQuery(params.query, params.extensions, deps.store)
    if (resolved.kind === 'answer') return answered(200, { errors: [resolved.error] })
    const input = { query: resolved.query, variables: params.variables, operationName: params.operationName }
    const prepared = prepareOperation(deps.setup, input, deps.production)
    if (!prepared.ok) return answered(400, { errors: prepared.errors.map((e) => formatError(e, deps)) })
    const kind = prepared.operation.operation
    if (kind === OperationTypeNode.SUBSCRIPTION) {
      throw new RequestError(
        400,
        'Subscriptions run over the websocket at /graphql (graphql-transport-ws), not over HTTP.',
      )
    }
    if (kind === OperationTypeNode.MUTATION && deps.method === 'GET') {
      throw new RequestError(405, 'Mutations need a POST request: GET only runs queries.', 'METHOD_NOT_ALLOWED', {
        allow: 'POST',
      })
    }
    const register: [string, string] | undefined = resolved.register ? [resolved.register, resolved.query] : undefined
    return {
      ready: true,
      params,
      document: prepared.document,
      kind,
      cost: prepared.cost,
      uploads: prepared.uploads,
      mutations: prepared.mutations,
      register,
    }
  } catch (error) {
    if (!(error instanceof RequestError)) throw error
    return answered(error.status, { errors: [codedError(error.message, error.code)] }, error.headers)
  }
}

/** Runs a prepared step: 200 once it ran (field errors included), 400 when its variables did not fit. */
export async function run(step: Step, deps: RunDeps): Promise<Outcome> {
  if (!step.ready) return step.outcome
  const { params } = step
  if (step.register) await deps.store.set(...step.register)
  const context = await deps.context()
  const started = deps.started ?? Date.now()
  const query = step.kind === 'query'
  const deadline = started + (query ? LIMITS.executionMs : LIMITS.mutationMs)
  // Resolvers refuse to start once the deadline has passed (time-limit.ts), mutations too. Only a
  // query is also cut short while running: a mutation cut short would still have written behind a 503.
  context.deadline = deadline
  const executing = Promise.resolve(
    execute({
      schema: deps.setup.schema,
      document: step.document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: context,
    }),
  )
  const result = await (query ? beforeDeadline(executing, deadline) : executing)
  // A write the disk had no room for: 503, Retry-After, and why in words (nothing was stored).
  if (result.errors?.some((e) => isDiskFull(e.originalError))) {
    return {
      status: 503,
      body: { errors: [codedError(DISK_FULL_MESSAGE, 'UNAVAILABLE')] },
      headers: { ...context.headers, 'retry-after': String(DISK_FULL_RETRY_AFTER) },
      personal: Boolean(context.req.user),
    }
  }
  const late = result.errors?.some((e) => e.extensions?.code === TIMED_OUT)
  // A query out of time is refused whole; a mutation says what ran and that the rest never started.
  if (late && query) throw timedOut()
  if (late) {
    const error = timedOut('mutation')
    return {
      status: error.status,
      body: {
        errors: [
          codedError(error.message, error.code),
          ...result.errors!.filter((e) => e.extensions?.code !== TIMED_OUT).map((e) => formatError(e, deps)),
        ],
        ...('data' in result ? { data: result.data } : {}),
      },
      headers: { ...context.headers, ...error.headers },
      personal: Boolean(context.req.user),
    }
  }
  // No data at all: the variables could not be coerced, so nothing ran.
  const ran = 'data' in result
  // Errors while the database is unreachable: 503, Retry-After, and why in words.
  if (result.errors?.length && databaseDown()) {
    return {
      status: 503,
      body: { errors: [codedError(DATABASE_DOWN_MESSAGE, 'UNAVAILABLE')] },
      headers: { ...context.headers, 'retry-after': String(DATABASE_RETRY_AFTER) },
      personal: Boolean(context.req.user),
    }
  }
  // A write the server could not store (submitForm): 503, with the Retry-After its resolver set.
  const unavailable = result.errors?.some((e) => e.extensions?.code === 'UNAVAILABLE')
  return {
    status: unavailable ? 503 : ran ? 200 : 400,
    body: {
      ...(result.errors ? { errors: result.errors.map((e) => formatError(e, deps)) } : {}),
      ...(ran ? { data: result.data } : {}),
      ...(result.extensions ? { extensions: result.extensions } : {}),
    },
    headers: context.headers,
    personal: Boolean(context.req.user),
  }
}
