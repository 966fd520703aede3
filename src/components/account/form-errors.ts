import { CombinedGraphQLErrors } from '@apollo/client'

import { visitorMessage } from '@/graphql/client/api-errors'

export type FormErrors = { message: string; fields: Record<string, string> }

export const NO_ERRORS: FormErrors = { message: '', fields: {} }

/**
 * What a form shows for a failed mutation: the server's words (the account resolvers name each
 * invalid field in extensions.fields; Payload's own handler nests them under extensions.data).
 */
export function formErrors(error: unknown): FormErrors {
  const message = visitorMessage(error as Error)
  if (!CombinedGraphQLErrors.is(error)) return { message, fields: {} }
  const extensions = error.errors[0]?.extensions as
    { fields?: Record<string, string>; data?: { fields?: Record<string, string> } } | undefined
  return { message, fields: extensions?.fields ?? extensions?.data?.fields ?? {} }
}

/** Client-side check results in the same shape, so the form shows them the same way. */
export function fieldErrors(fields: Record<string, string | undefined>): FormErrors | null {
  const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) as Record<string, string>
  const first = Object.values(present)[0]
  return first ? { message: first, fields: present } : null
}
