'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useMemo, useRef, useState } from 'react'

import { clientConfig } from '@/graphql/client/config'
import { ADDRESS_PARTS, hasValue, type FormField, type ValueField } from '@/forms/field-types'
import { formSchema, HONEYPOT, labelOf } from '@/forms/schema'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field } from '@/components/ui/field'
import { FieldError } from '@/components/ui/field-error'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useSchemaForm } from '@/components/ui/use-schema-form.client'
import type { FormErrors } from '@/lib/forms/errors'

const SUBMIT = `mutation SubmitForm($form: ID!, $values: [FormValueInput!]!, $key: String) {
  submitForm(form: $form, values: $values, idempotencyKey: $key) { id redirect }
}`

type Answer = {
  data?: { submitForm: { id: string; redirect: string | null } } | null
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
}

const INPUT_TYPE: Partial<Record<FormField['blockType'], string>> = {
  email: 'email',
  phone: 'tel',
  website: 'url',
  number: 'number',
}
const AUTOCOMPLETE: Partial<Record<FormField['blockType'], string>> = { name: 'name', email: 'email', phone: 'tel', website: 'url' }

/** The answers as the mutation takes them: text, a box as "true"/"false", an address by its parts. */
function answers(fields: FormField[], values: Record<string, unknown>) {
  const keys = fields.filter(hasValue).flatMap((f) =>
    f.blockType === 'address' ? ADDRESS_PARTS.map((p) => `${f.name}.${p.key}`) : f.blockType === 'file' ? [] : [f.name],
  )
  return [...keys, HONEYPOT]
    .filter((key) => values[key] !== undefined && values[key] !== null)
    .map((name) => ({ name, value: String(values[name] as string | number | boolean) }))
}

function Widget({ field, error }: { field: ValueField; error?: string }) {
  const label = (
    <>
      {labelOf(field)}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const common = { name: field.name, required: Boolean(field.required), error }
  switch (field.blockType) {
    case 'textarea':
      return (
        <Field label={label} hint={field.help} error={error}>
          {(control) => (
            <textarea
              {...control}
              name={field.name}
              required={Boolean(field.required)}
              rows={6}
              maxLength={field.maxLength ?? undefined}
              defaultValue={field.defaultValue ?? undefined}
              className="min-w-0 rounded-xl border-2 border-ink/20 bg-white px-4 py-3 text-ink focus:border-chalk aria-invalid:border-apple"
            />
          )}
        </Field>
      )
    case 'checkbox':
      return <CheckboxField {...common} label={label} defaultChecked={Boolean(field.defaultValue)} />
    case 'consent':
      return <CheckboxField {...common} label={field.text} />
    case 'select':
      return (
        <Field label={label} hint={field.help} error={error}>
          {(control) => (
            <select
              {...control}
              name={field.name}
              required={Boolean(field.required)}
              defaultValue={field.defaultValue ?? ''}
              className="h-12 min-w-0 rounded-xl border-2 border-ink/20 bg-white px-4 text-ink focus:border-chalk aria-invalid:border-apple"
            >
              <option value="">Choose…</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    case 'radio':
    case 'address': {
      const errorId = `${field.name}-error`
      return (
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="mb-1 font-semibold">{label}</legend>
          {field.help && <p className="text-sm text-muted">{field.help}</p>}
          {field.blockType === 'radio'
            ? field.options.map((o) => (
                <label key={o.value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={field.name}
                    value={o.value}
                    defaultChecked={field.defaultValue === o.value}
                    aria-invalid={error ? true : undefined}
                    className="size-5 accent-chalk"
                  />
                  {o.label}
                </label>
              ))
            : ADDRESS_PARTS.map((part) => (
                <TextField
                  key={part.key}
                  name={`${field.name}.${part.key}`}
                  label={part.label}
                  autoComplete={part.autoComplete}
                />
              ))}
          <FieldError id={errorId} message={error} />
        </fieldset>
      )
    }
    case 'hidden':
      return <input type="hidden" name={field.name} value={field.defaultValue ?? ''} />
    case 'file':
      return null // attachments arrive with the multipart upload (next step of issue 10)
    default:
      return (
        <TextField
          {...common}
          label={label}
          hint={field.help}
          type={INPUT_TYPE[field.blockType] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field.blockType]}
          inputMode={field.blockType === 'number' ? 'decimal' : undefined}
          defaultValue={
            'defaultValue' in field && field.defaultValue != null ? String(field.defaultValue) : undefined
          }
        />
      )
  }
}

/** A new key per attempt: a retry of the same attempt (after a 503, a lost answer) reuses it. */
const newKey = () => crypto.randomUUID()

/**
 * A CMS form: fields drawn from the form's definition, checked in the browser with the schema the
 * server uses, sent through submitForm; then the form's confirmation, or its redirect.
 */
export function CmsForm(props: { id: number | string; fields: FormField[]; submitLabel: string; confirmation: ReactNode }) {
  const { id, fields, submitLabel, confirmation } = props
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
        if (error.extensions?.code === 'BAD_USER_INPUT' || error.extensions?.code === 'CONFLICT') key.current = null
        return { message: error.message, fields: error.extensions?.fields ?? {} }
      }
      if (!answer.data) return { message: 'Something went wrong on our side. Please try again in a moment.', fields: {} }
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
  const widths = (field: FormField) => (field.width && field.width < 100 ? { flexBasis: `calc(${field.width}% - 1rem)` } : undefined)
  return (
    <form {...form.props} className="mt-4 flex flex-col gap-5">
      <FormAlert message={form.errors.message} />
      <div className="flex flex-wrap gap-4 [&>*]:min-w-[14rem] [&>*]:grow [&>*]:basis-full">
        {fields.map((field, i) =>
          field.blockType === 'html' ? (
            <div key={field.id ?? i} style={widths(field)} className="flex flex-col gap-2">
              {field.html.split(/\n\s*\n/).map((paragraph, j) => (
                <p key={j}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <div key={field.id ?? field.name} style={widths(field)}>
              <Widget field={field} error={form.errors.fields[field.name]} />
            </div>
          ),
        )}
      </div>
      {/* People never see or fill this in; form-filling robots do (the server drops what they send). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" pending={form.pending} pendingLabel="Sending…" className="self-start">
        {submitLabel}
      </Button>
    </form>
  )
}
