import { randomBytes } from 'node:crypto'

import { configToSchema } from '@payloadcms/graphql'
// Payload's copy of graphql (the CJS build Node loads for it): graphql() refuses a schema of another copy.
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql/index.js'
import { createPayloadRequest } from 'payload'

import { payloadKeyOf } from '@/graphql/server/context'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'

import { getTestPayload } from './payload'

let schema: GraphQLSchema | undefined

type Options = { token?: string; ip?: string; variables?: Record<string, unknown> }

/**
 * Runs `source` against Payload's full schema (ours included) with the context Payload's GraphQL
 * handler builds from a request carrying `Authorization: Bearer <token>` from `ip` (a new address
 * per call unless given: rate limits count per IP).
 */
export async function gql<T = Record<string, unknown>>(source: string, options: Options = {}) {
  const payload = await getTestPayload()
  schema ??= configToSchema(payload.config).schema
  const ip = options.ip ?? `10.66.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: ip, 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', headers })
  const req = await createPayloadRequest({
    config: payload.config,
    request,
    payloadInstanceCacheKey: payloadKeyOf(payload),
  })
  return (await graphql({
    schema,
    source,
    variableValues: options.variables,
    contextValue: { req, headers: {} },
  })) as ExecutionResult<T>
}

/** The first error of a result, with its extensions (fails the test when there is none). */
export function errorOf(result: ExecutionResult) {
  const [error] = result.errors ?? []
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return { message: error.message, extensions: (error.extensions ?? {}) as Record<string, unknown> }
}
