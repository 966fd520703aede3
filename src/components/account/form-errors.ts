import { CombinedGraphQLErrors } from '@apollo/client'

import { visitorMessage } from '@/graphql/client/api-errors'
import type { FormErrors } from '@/lib/forms/errors'

/**
 * What an account form shows for a failed mutation: the server's words (the account resolvers name
 * each invalid field in extensions.fields; Payload's own handler nests them under extensions.data).
 */
export function formErrors(error: unknown): FormErrors {
  const message = visitorMessage(error as Error)
  if (!CombinedGraphQLErrors.is(error)) return { message, fields: {} }
  const extensions = error.errors[0]?.extensions as
    { fields?: Record<string, string>; data?: { fields?: Record<string, string> } } | undefined
  return { message, fields: extensions?.fields ?? extensions?.data?.fields ?? {} }
}
