'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useMemo, useRef, useState } from 'react'

import { CmsFormFields, type CmsFormProps } from '@/components/forms/cms-form-fields'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { ADDRESS_PARTS, hasValue, type FormField } from '@/forms/field-types'
import { formSchema, HONEYPOT } from '@/forms/schema'
import { clientConfig } from '@/graphql/client/config'
import type { FormErrors } from '@/lib/forms/errors'

const SUBMIT = `mutation SubmitForm($form: ID!, $values: [FormValueInput!]!, $key: String) {
  submitForm(form: $form, values: $values, idempotencyKey: $key) { id redirect }
}`

type Answer = {
  data?: { submitForm: { id: string; redirect: string | null } } | null
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
}

/** The answers as the mutation takes them: text, a box as "true"/"false", an address by its parts. */
function answers(fields: FormField[], values: Record<string, unknown>) {
  const keys = fields
    .filter(hasValue)
    .flatMap((f) =>
      f.blockType === 'address'
        ? ADDRESS_PARTS.map((p) => `${f.name}.${p.key}`)
        : f.blockType === 'file'
          ? []
          : [f.name],
    )
  return [...keys, HONEYPOT]
    .filter((key) => values[key] !== undefined && values[key] !== null)
    .map((name) => ({ name, value: String(values[name] as string | number | boolean) }))
}

/** A new key per attempt: a retry of the same attempt (after a 503, a lost answer) reuses it. */
const newKey = () => crypto.randomUUID()

/**
 * The running CMS form (loaded when the visitor reaches for the server-rendered one): checked in
 * the browser with the schema the server uses, sent through submitForm; then the form's
 * confirmation, or its redirect.
 */
export default function RunningCmsForm(props: CmsFormProps & { confirmation: ReactNode }) {
  const { id, fields, confirmation } = props
  const schema = useMemo(() => formSchema(fields), [fields])
  const router = useRouter()
  const [done, setDone] = useState(false)
  const key = useRef<string | null>(null)
  const form = useSchemaForm({
    schema,
    onSubmit: async (values): Promise<FormErrors | void> => {
      key.current ??= newKey()
      const response = await fetch(clientConfig.httpUri, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query: SUBMIT,
          variables: { form: String(id), values: answers(fields, values), key: key.current },
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      const error = answer.errors?.[0]
      if (error) {
        // The answers were refused: the next attempt is a new one. A 503 keeps the key (a retry).
        if (error.extensions?.code === 'BAD_USER_INPUT' || error.extensions?.code === 'CONFLICT') key.current = null
        return { message: error.message, fields: error.extensions?.fields ?? {} }
      }
      if (!answer.data)
        return { message: 'Something went wrong on our side. Please try again in a moment.', fields: {} }
      key.current = null
      if (answer.data.submitForm.redirect) router.push(answer.data.submitForm.redirect)
      else setDone(true)
    },
  })

  if (done) {
    return (
      <div role="status" className="mt-4 rounded-2xl bg-sun-soft px-5 py-4">
        {confirmation}
      </div>
    )
  }
  return <CmsFormFields {...props} form={form} />
}
