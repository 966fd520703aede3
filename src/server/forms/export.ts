import type { PayloadRequest } from 'payload'

import { ADDRESS_PARTS, hasValue, type FormField } from '@/forms/field-types'
import { labelOf } from '@/forms/schema'
import type { FormSubmission } from '@/payload-types'
import type { CsvColumn, ExportPlan } from '@/server/csv-export'
import { documentId } from '@/lib/document-id'
import { restError } from '@/server/rest-error'

const valueOf = (submission: FormSubmission, key: string) =>
  submission.submissionData?.find((row) => row.field === key)?.value ?? ''

/**
 * GET /api/form-submissions/export?form={id}: one form's submissions, a column per field (an
 * address a column per part, in the form's order, by the label editors gave it), after when and by
 * whom. Fields removed from the form since are not lost: they come last, by their names.
 */
export async function submissionsPlan(req: PayloadRequest): Promise<ExportPlan<FormSubmission> | Response> {
  const given = new URL(req.url ?? '', 'http://x').searchParams.get('form') ?? ''
  const id = documentId(given)
  if (id === null) {
    return restError(400, 'Say which form to export: /api/form-submissions/export?form={the form’s id}.')
  }
  const form = await req.payload.findByID({
    collection: 'forms',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!form) return restError(404, 'There is no form with this id.')
  const fields = ((form.fields ?? []) as unknown as FormField[]).filter(hasValue)
  const known: { key: string; header: string }[] = fields.flatMap((field) =>
    field.blockType === 'address'
      ? ADDRESS_PARTS.map((part) => ({ key: `${field.name}.${part.key}`, header: `${labelOf(field)}: ${part.label}` }))
      : [{ key: field.name, header: labelOf(field) }],
  )
  const where = { form: { equals: form.id } }
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where,
    pagination: false,
    depth: 0,
    select: { submissionData: true },
    req,
  })
  const keys = new Set(known.map((k) => k.key))
  const former = [...new Set(docs.flatMap((d) => (d.submissionData ?? []).map((row) => row.field)))].filter(
    (key) => !keys.has(key),
  )
  const columns: CsvColumn<FormSubmission>[] = [
    { header: 'Submitted at', value: (s) => s.createdAt },
    { header: 'Email', value: (s) => s.email },
    { header: 'Member', value: (s) => (typeof s.member === 'object' ? s.member?.id : s.member) },
    ...known.map(({ key, header }) => ({ header, value: (s: FormSubmission) => valueOf(s, key) })),
    ...former.map((key) => ({
      header: `${key} (no longer in the form)`,
      value: (s: FormSubmission) => valueOf(s, key),
    })),
  ]
  const slug =
    form.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || `form-${form.id}`
  return { filename: `${slug}-submissions`, columns, where }
}
