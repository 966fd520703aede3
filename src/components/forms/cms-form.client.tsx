'use client'

import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'

import { CmsFormFields, type CmsFormProps } from '@/components/forms/cms-form-fields'
import { useAppRouter } from '@/components/shell/use-app-router.client'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import { ADDRESS_PARTS, hasValue, type FormField } from '@/forms/field-types'
import { formSchema, HONEYPOT } from '@/forms/schema'
import { clientConfig } from '@/graphql/client/config'
import { readToken } from '@/graphql/client/token'
import type { FormErrors } from '@/lib/forms/errors'
import { defaultChoices, setConsent } from '@/lib/consent/store'

const SUBMIT = `mutation SubmitForm($form: ID!, $values: [FormValueInput!]!, $files: [FormFileInput!], $key: String) {
  submitForm(form: $form, values: $values, files: $files, idempotencyKey: $key) { id redirect }
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

/** The files chosen in the form's file fields, by field name. */
function chosenFiles(form: HTMLFormElement | null, fields: FormField[]): [string, File][] {
  return fields.flatMap((field) => {
    const input = field.blockType === 'file' ? form?.elements.namedItem(field.name) : null
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
    return file ? [[field.name, file] as [string, File]] : []
  })
}

/**
 * The request: JSON, or with attachments a GraphQL multipart request (operations, map, then the
 * files). Either way it carries a header a foreign site's form cannot send (CSRF).
 */
function request(variables: Record<string, unknown>, files: [string, File][]): RequestInit {
  const token = readToken()
  // A signed-in member's submission is theirs (the submission names them).
  const headers = { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  if (files.length === 0) {
    return {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables }),
    }
  }
  const body = new FormData()
  const operations = {
    query: SUBMIT,
    variables: { ...variables, files: files.map(([name]) => ({ name, file: null })) },
  }
  body.append('operations', JSON.stringify(operations))
  body.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}.file`]]))),
  )
  files.forEach(([, file], i) => body.append(String(i), file, file.name))
  return { method: 'POST', headers, body }
}

const ME = 'query FormMember { meMember { user { name email } } }'

/** A signed-in member's name and email, into the form's first name and email fields left empty. */
function usePrefill(form: { current: HTMLFormElement | null }, fields: FormField[]) {
  useEffect(() => {
    const token = readToken()
    if (!token) return
    let cancelled = false
    void fetch(clientConfig.httpUri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ME }),
    })
      .then(
        (response) =>
          response.json() as Promise<{ data?: { meMember?: { user?: { name: string; email: string } | null } } }>,
      )
      .then(({ data }) => {
        const member = data?.meMember?.user
        if (cancelled || !member) return
        for (const [type, value] of [
          ['name', member.name],
          ['email', member.email],
        ] as const) {
          const field = fields.find((f) => f.blockType === type)
          const input = field && 'name' in field && field.name ? form.current?.elements.namedItem(field.name) : null
          if (value && input instanceof HTMLInputElement && input.value === '') input.value = value
        }
      })
      .catch(() => undefined) // offline, signed out meanwhile: the visitor types them
    return () => {
      cancelled = true
    }
  }, [form, fields])
}

/** A new key per attempt: a retry of the same attempt (after a 503, a lost answer) reuses it. */
const newKey = () => crypto.randomUUID()

/**
 * The running CMS form (loaded when the visitor reaches for the server-rendered one): checked in
 * the browser with the schema the server uses, sent through submitForm; then the form's
 * confirmation, or its redirect. A form embedded as an advertising opt-out (the CCPA request)
 * also records the visitor's "no" to advertising through the consent store.
 */
export default function RunningCmsForm({
  adOptOut,
  ...props
}: CmsFormProps & { confirmation: ReactNode; adOptOut?: boolean }) {
  const { id, fields, confirmation } = props
  const schema = useMemo(() => formSchema(fields), [fields])
  const router = useAppRouter()
  const [done, setDone] = useState(false)
  const key = useRef<string | null>(null)
  const form = useSchemaForm({
    schema,
    onSubmit: async (values): Promise<FormErrors | void> => {
      key.current ??= newKey()
      const response = await fetch(
        clientConfig.httpUri,
        request(
          { form: String(id), values: answers(fields, values), key: key.current },
          chosenFiles(form.props.ref.current, fields),
        ),
      )
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
      // A "do not sell or share" request: this browser's cookie choices now say no to advertising.
      if (adOptOut) setConsent({ ...defaultChoices(), advertising: false })
      if (answer.data.submitForm.redirect) router.push(answer.data.submitForm.redirect)
      else setDone(true)
    },
  })

  usePrefill(form.props.ref, fields)

  if (done) {
    return (
      <div role="status" className="mt-4 rounded-2xl bg-sun-soft px-5 py-4">
        {confirmation}
      </div>
    )
  }
  return <CmsFormFields {...props} form={form} />
}
