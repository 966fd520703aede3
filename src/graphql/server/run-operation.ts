import { execute, GraphQLError, type FormattedExecutionResult } from 'graphql'

import type { GraphQLContext } from '@/graphql/server/context'
import { codedError, formatError, RequestError, type ErrorFormatting } from '@/graphql/server/errors'
import { resolveQuery } from '@/graphql/server/persisted-query'
import { prepareOperation } from '@/graphql/server/prepare-operation'
import { readParams } from '@/graphql/server/request-params'
import type { GraphQLSetup } from '@/graphql/server/schema'
import type { ApqStore } from '@/server/apq-store'

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
}

const refused = (status: number, errors: readonly GraphQLError[], deps: RunDeps): Outcome => ({
  status,
  body: { errors: errors.map((e) => formatError(e, deps)) },
  headers: {},
  personal: false,
})

/**
 * One operation from params to answer: persisted-query lookup, parse and validation with every
 * limit, method checks, execution. 200 once it ran (field errors included), 400 when it was
 * refused, 405 for a mutation over GET. A RequestError is turned into its answer here.
 */
export async function runOperation(raw: unknown, deps: RunDeps): Promise<Outcome> {
  try {
    const params = readParams(raw)
    const resolved = await resolveQuery(params.query, params.extensions, deps.store)
    if (resolved.kind === 'answer')
      return { status: 200, body: { errors: [resolved.error] }, headers: {}, personal: false }
    const input = { query: resolved.query, variables: params.variables, operationName: params.operationName }
    const prepared = prepareOperation(deps.setup, input, deps.production)
    if (!prepared.ok) return refused(400, prepared.errors, deps)
    const kind = prepared.operation.operation
    if (kind === 'subscription') {
      throw new RequestError(
        400,
        'Subscriptions run over the websocket at /graphql (graphql-transport-ws), not over HTTP.',
      )
    }
    if (kind === 'mutation' && deps.method === 'GET') {
      throw new RequestError(405, 'Mutations need a POST request: GET only runs queries.', 'METHOD_NOT_ALLOWED', {
        allow: 'POST',
      })
    }
    if (resolved.register) await deps.store.set(resolved.register, resolved.query)
    const context = await deps.context()
    const result = await execute({
      schema: deps.setup.schema,
      document: prepared.document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: context,
    })
    // No data at all: the variables could not be coerced, so nothing ran.
    const ran = 'data' in result
    return {
      status: ran ? 200 : 400,
      body: {
        ...(result.errors ? { errors: result.errors.map((e) => formatError(e, deps)) } : {}),
        ...(ran ? { data: result.data } : {}),
        ...(result.extensions ? { extensions: result.extensions } : {}),
      },
      headers: context.headers,
      personal: Boolean(context.req.user),
    }
  } catch (error) {
    if (!(error instanceof RequestError)) throw error
    return {
      status: error.status,
      body: { errors: [codedError(error.message, error.code)] },
      headers: error.headers,
      personal: false,
    }
  }
}
