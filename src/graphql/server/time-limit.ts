import { GraphQLError, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql'

import { RequestError } from '@/graphql/server/errors'
import { LIMITS } from '@/graphql/server/limits'

export const TIMED_OUT = 'EXECUTION_TIMEOUT'

export const timedOut = (kind: 'query' | 'mutation' = 'query') =>
  kind === 'query'
    ? new RequestError(
        503,
        `The request took longer than ${LIMITS.executionMs / 1000} s to run and was stopped: ask for less at a time.`,
        TIMED_OUT,
      )
    : new RequestError(
        503,
        `The mutations took longer than ${LIMITS.mutationMs / 1000} s to run: those that had not started by then were not run (the data says what was done). Send fewer at a time.`,
        TIMED_OUT,
      )

type WithDeadline = { deadline?: number } | undefined

/**
 * graphql-js cannot abort an execution: instead every resolver of `schema` (the fields that read
 * the database or populate rich text) checks its request's deadline before it starts, and refuses
 * once it has passed, so a request out of time stops at the next field instead of running on.
 * Contexts without a deadline (subscription events) are not limited.
 */
export function limitResolverTime(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type === schema.getSubscriptionType()) continue
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve
      if (!resolve) continue
      const limited: GraphQLFieldResolver<unknown, WithDeadline> = (source, args, context, info) => {
        if (context?.deadline !== undefined && Date.now() > context.deadline) {
          throw new GraphQLError('Out of time.', { extensions: { code: TIMED_OUT } })
        }
        return resolve(source, args, context, info)
      }
      field.resolve = limited as typeof resolve
    }
  }
}

/** `work`, unless `deadline` (ms since the epoch) passes first: then a 503 RequestError. */
export function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), Math.max(0, deadline - Date.now()))
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
