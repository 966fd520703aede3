import type { ZodError } from 'zod'

/** What a form shows: one line above it, and a message beside each field that is wrong. */
export type FormErrors = { message: string; fields: Record<string, string> }

export const NO_ERRORS: FormErrors = { message: '', fields: {} }

/** The first problem of each field, keyed by the field's name; the first of all heads the form. */
export function errorsOf(error: ZodError): FormErrors {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '')
    fields[name] ??= issue.message
  }
  delete fields['']
  return { message: error.issues[0]?.message ?? 'Please check the form.', fields }
}
