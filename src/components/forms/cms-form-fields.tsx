import {
  ADDRESS_PARTS,
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_MB,
  type FormField,
  type ValueField,
} from '@/forms/field-types'
import { HONEYPOT, labelOf } from '@/forms/schema'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field } from '@/components/ui/field'
import { FieldError } from '@/components/ui/field-error'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import type { FormErrors } from '@/lib/forms/errors'

const INPUT_TYPE: Partial<Record<FormField['blockType'], string>> = {
  email: 'email',
  phone: 'tel',
  website: 'url',
  number: 'number',
}
const ATTACHMENT_NAMES = { image: 'Images (PNG, JPEG, WebP, GIF)', pdf: 'PDF', video: 'Videos (MP4, MOV, WebM)' }

const AUTOCOMPLETE: Partial<Record<FormField['blockType'], string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  website: 'url',
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
    case 'file': {
      const kinds = field.accept?.length ? field.accept : (['image', 'pdf'] as const)
      const mb = Math.min(field.maxSizeMb ?? MAX_ATTACHMENT_MB, MAX_ATTACHMENT_MB)
      return (
        <Field
          label={label}
          hint={field.help ?? `${kinds.map((k) => ATTACHMENT_NAMES[k]).join(', ')}; up to ${mb} MB.`}
          error={error}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name={field.name}
              required={Boolean(field.required)}
              accept={kinds.flatMap((k) => ATTACHMENT_TYPES[k]).join(',')}
              className="min-w-0 rounded-xl border-2 border-dashed border-ink/20 bg-white px-4 py-3 text-ink file:mr-3 file:rounded-full file:border-0 file:bg-chalk file:px-4 file:py-2 file:font-semibold file:text-white focus:border-chalk aria-invalid:border-apple"
            />
          )}
        </Field>
      )
    }
    default:
      return (
        <TextField
          {...common}
          label={label}
          hint={field.help}
          type={INPUT_TYPE[field.blockType] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field.blockType]}
          inputMode={field.blockType === 'number' ? 'decimal' : undefined}
          defaultValue={'defaultValue' in field && field.defaultValue != null ? String(field.defaultValue) : undefined}
        />
      )
  }
}

export type CmsFormProps = { id: number | string; fields: FormField[]; submitLabel: string }

type Props = CmsFormProps & {
  /** The running form (`useSchemaForm`); the server renders the fields without one. */
  form?: { props: object; errors: FormErrors; pending: boolean }
}

const widths = (field: FormField) =>
  field.width && field.width < 100 ? { flexBasis: `calc(${field.width}% - 1rem)` } : undefined

/**
 * A CMS form's fields, drawn from the form's definition: rendered by the server first (no code in
 * the page's first load), then by the running form once the visitor reaches for it.
 */
export function CmsFormFields({ fields, submitLabel, form }: Props) {
  const errors = form?.errors.fields ?? {}
  return (
    // POST, never the default GET: without the running form's code, answers (an email address)
    // must not end up in the address bar, history and server logs.
    <form method="post" encType="multipart/form-data" {...form?.props} noValidate className="mt-4 flex flex-col gap-5">
      <FormAlert message={form?.errors.message ?? ''} />
      <noscript>
        <p className="rounded-xl bg-sun-soft px-4 py-3 text-sm font-semibold">
          Sending this form needs JavaScript, which is off in this browser.
        </p>
      </noscript>
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
              <Widget field={field} error={errors[field.name]} />
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
      <Button type="submit" pending={form?.pending} pendingLabel="Sending…" className="self-start">
        {submitLabel}
      </Button>
    </form>
  )
}
