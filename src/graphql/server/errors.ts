import { GraphQLError, type GraphQLFormattedError } from 'graphql'

/**
 * A request the endpoint refuses before running anything (bad JSON, too big, wrong method, …):
 * answered with `status` and `{ errors: [{ message, extensions: { code } }] }`.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_REQUEST',
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export const MASKED = 'Something went wrong.'

/** "Did you mean …?" hints list field and type names: production does not publish its schema. */
export const stripSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '').trim()

export type ErrorFormatting = { production: boolean; log: (error: unknown) => void }

type PayloadLikeError = Error & { status?: unknown; data?: unknown; isPublic?: unknown }

/**
 * What a client sees of an error. GraphQL errors (parse, validation, coercion, resolvers throwing
 * GraphQLError) and Payload's client errors (status < 500: forbidden, not found, validation) keep
 * their message, as Payload's own handler does; anything else is logged and masked. Never a stack.
 */
export function formatError(error: GraphQLError, { production, log }: ErrorFormatting): GraphQLFormattedError {
  const original: PayloadLikeError | null | undefined = error.originalError
  let message = error.message
  let extensions: Record<string, unknown> | undefined = error.extensions && { ...error.extensions }
  if (original && !(original instanceof GraphQLError)) {
    const status = typeof original.status === 'number' ? original.status : 500
    if (status < 500 || original.isPublic === true) {
      extensions = {
        ...extensions,
        name: original.name,
        statusCode: status,
        ...(original.data ? { data: original.data } : {}),
      }
    } else {
      log(original)
      message = MASKED
      extensions = { code: 'INTERNAL_SERVER_ERROR' }
    }
  }
  return {
    message: production ? stripSuggestions(message) : message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(extensions && Object.keys(extensions).length > 0 ? { extensions } : {}),
  }
}

/** An error of our own making, with a machine-readable code. */
export const codedError = (message: string, code: string) => ({ message, extensions: { code } })
