import { CombinedGraphQLErrors, ServerError } from '@apollo/client'
import type { ErrorLike } from '@apollo/client'
import { OperationTypeNode, type GraphQLFormattedError } from 'graphql'

import { emitApiError } from '@/graphql/client/api-error-events'
import { NETWORK_FAILURE } from '@/graphql/client/network-failure'

export const MESSAGES = {
  offline: "We couldn't reach Staffroom. Check your connection and try again.",
  busy: 'That was a lot of tries in a short time. Please wait a minute and try again.',
  tooLarge: 'That file is too large to upload.',
  unknown: 'Something went wrong on our side. Please try again in a moment.',
} as const

export type FailedOperation = { operationName?: string; operationType: OperationTypeNode }

/**
 * The global API error handler. A failed mutation is something the visitor just did: they are
 * told, in their words. A failed query already shows in the component that ran it (its `error`),
 * so a toast would say it twice: it is only logged. Never throws: it runs inside the link chain.
 */
export function reportApiError(error: ErrorLike, operation: FailedOperation) {
  if (error.name === 'AbortError') return // the visitor left; nothing failed
  const { operationName } = operation
  if (operation.operationType !== OperationTypeNode.MUTATION) {
    console.warn(`GraphQL ${operation.operationType} ${operationName ?? ''} failed:`, error)
    return
  }
  emitApiError({ message: visitorMessage(error), error, operationName })
}

/** Only errors the server meant for the visitor (a 4xx, bad input) are shown as they are. */
export function visitorMessage(error: ErrorLike): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find(isForVisitor)?.message ?? MESSAGES.unknown
  if (error.message === NETWORK_FAILURE) return MESSAGES.offline
  if (ServerError.is(error) && error.statusCode === 429) return MESSAGES.busy
  if (ServerError.is(error) && error.statusCode === 413) return MESSAGES.tooLarge
  return MESSAGES.unknown
}

/** Codes whose messages the server words for visitors (docs/api.md, "Errors"). */
const VISITOR_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNSUPPORTED_FILE_TYPE',
  'PAYLOAD_TOO_LARGE',
])

function isForVisitor({ extensions }: GraphQLFormattedError): boolean {
  const status = extensions?.statusCode
  if (typeof status === 'number') return status >= 400 && status < 500
  return typeof extensions?.code === 'string' && VISITOR_CODES.has(extensions.code)
}
