import { APIError } from 'payload'
import type { ZodType, ZodTypeDef } from 'zod'

import { errorsOf } from '@/lib/forms/errors'

export type AccountErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'CONFLICT' | 'UNAVAILABLE'

const STATUS: Record<AccountErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAVAILABLE: 503,
}

type Extra = { fields?: Record<string, string>; retryAfter?: number }

/**
 * An error the visitor caused, worded for them. An APIError with a status below 500, so Payload's
 * /graphql handler passes the message through instead of "Something went wrong."; graphql-js copies
 * `extensions` (code, and per-field messages for forms) from the error it wraps.
 */
export class AccountError extends APIError {
  readonly extensions: { code: AccountErrorCode; statusCode: number } & Extra

  constructor(message: string, code: AccountErrorCode, extra: Extra = {}) {
    super(message, STATUS[code], { code, ...extra }, true)
    // statusCode: what Payload's handler reports, and what the browser client reads to show the message.
    this.extensions = { code, statusCode: STATUS[code], ...extra }
  }
}

/** One message per invalid field; the first one is the error's message. */
export function invalidInput(fields: Record<string, string>): AccountError {
  return new AccountError(Object.values(fields)[0] ?? 'Please check the form.', 'BAD_USER_INPUT', { fields })
}

/** Input checked with the schema its form uses in the browser; a mistake names each wrong field. */
export function parseInput<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw invalidInput(errorsOf(parsed.error).fields)
  return parsed.data
}
