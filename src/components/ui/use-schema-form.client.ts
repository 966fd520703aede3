import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { z, ZodTypeAny } from 'zod'

import { formValues } from '@/components/ui/form-values'
import { errorsOf, type FormErrors, NO_ERRORS } from '@/lib/forms/errors'

type Options<S extends ZodTypeAny> = {
  /** The schema the server checks the same values with. */
  schema: S
  /** Sends the checked values; answers the server's field errors when it refused them. */
  onSubmit: (values: z.output<S>) => Promise<FormErrors | void>
  /** The visitor's words for what onSubmit throws (the network, a server error). */
  failure?: (error: unknown) => FormErrors
}

/** A fetch that never reached the server throws a TypeError ("Failed to fetch"). */
const unexpected = (error: unknown): FormErrors => ({
  message:
    error instanceof TypeError
      ? "We couldn't reach Staffroom. Check your connection and try again."
      : 'Something went wrong on our side. Please try again in a moment.',
  fields: {},
})

/**
 * One way of doing forms: native controls hold the values (no state per field), the schema checks
 * them on submit, and its errors — or the server's, from the same schema — show beside the fields,
 * the first one focused (docs/architecture.md, "Forms").
 */
export function useSchemaForm<S extends ZodTypeAny>({ schema, onSubmit, failure = unexpected }: Options<S>) {
  const ref = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const focusFirstError = useRef(false)

  useEffect(() => {
    if (!focusFirstError.current) return
    focusFirstError.current = false
    const first = Object.keys(errors.fields)[0]
    const control = first ? ref.current?.elements.namedItem(first) : null
    if (control instanceof HTMLElement) control.focus()
  }, [errors])

  function show(next: FormErrors) {
    focusFirstError.current = true
    setErrors(next)
  }

  /** Checks the values as they are now and shows what is wrong; null when something is. */
  function check(form: HTMLFormElement): z.output<S> | null {
    const parsed = schema.safeParse(formValues(form))
    if (parsed.success) return parsed.data as z.output<S> // zod types a generic schema's data `any`
    show(errorsOf(parsed.error))
    return null
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy.current) return
    busy.current = true
    try {
      const values = check(form)
      if (values === null) return
      setErrors(NO_ERRORS)
      setPending(true)
      const answer = await onSubmit(values)
      if (answer) show(answer)
    } catch (error) {
      show(failure(error))
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return {
    /** Spread on the <form>. */
    props: { ref, onSubmit: submit, noValidate: true },
    errors,
    pending,
    /** Spread on a field: its name and its error. */
    field: (name: keyof z.input<S> & string) => ({ name, error: errors.fields[name] }),
    /** Checks now (a file just chosen) rather than on submit; true when the values pass. */
    validate: () => {
      const passed = Boolean(ref.current && check(ref.current) !== null)
      if (passed) setErrors(NO_ERRORS)
      return passed
    },
    /** Empties the controls and the errors (after a picture is uploaded, say). */
    reset: () => {
      ref.current?.reset()
      setErrors(NO_ERRORS)
    },
  }
}
