import { randomUUID } from 'node:crypto'

import { APIError, ValidationError, type Payload } from 'payload'

import { documentId } from '@/lib/document-id'
import { ADDRESS_PARTS, hasValue, type FormField } from '@/forms/field-types'
import { formSchema, HONEYPOT, labelOf } from '@/forms/schema'
import { errorsOf, type FormErrors } from '@/lib/forms/errors'
import type { UploadedFile } from '@/graphql/schema/upload-scalar'
import type { Form } from '@/payload-types'
import { giveawayEntryRefusal } from '@/server/giveaways/entries'

/** Why a submission was not stored, for the caller to word and answer (400, 404, 409, 503). */
export class SubmissionError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not-found' | 'duplicate' | 'closed' | 'unavailable',
    message: string,
    readonly errors: FormErrors = { message, fields: {} },
  ) {
    super(message)
  }
}

export type Submission = {
  form: number | string
  values: Record<string, unknown>
  /** Attachments by file field name: read whole, typed from their bytes (the /graphql multipart reader). */
  files?: Record<string, UploadedFile>
  /** A key the browser makes per attempt: the same key again answers the first submission. */
  idempotencyKey?: string | null
  member?: number | string | null
}

export type Stored = { id: number | string; redirect: string | null; duplicate: boolean }

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/
const NOT_FOUND = 'This form no longer exists. Reload the page to see what is there now.'
const UNAVAILABLE =
  'We could not save your answers just now. Nothing was lost on your side: please send them again in a minute.'

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
}

/** Attachments of a submission that was not stored: nobody could find them again. */
async function dropAttachments(payload: Payload, attachments: { file: number }[]) {
  if (attachments.length === 0) return
  await payload
    .delete({ collection: 'form-attachments', where: { id: { in: attachments.map((a) => a.file) } } })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'attachments of an unsaved submission kept'))
}

/** What a field's value looks like in the submissions list and the CSV export. */
function stored(field: FormField, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (field.blockType === 'consent') return value === true ? `Agreed: ${field.text}` : 'Not agreed'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (field.blockType === 'file' && typeof value === 'object' && 'filename' in value) return String(value.filename)
  return undefined
}

function submissionData(fields: FormField[], values: Record<string, unknown>) {
  const rows: { field: string; value: string }[] = []
  for (const field of fields.filter(hasValue)) {
    if (field.blockType === 'address') {
      for (const part of ADDRESS_PARTS) {
        const value = stored(field, values[`${field.name}.${part.key}`])
        if (value !== undefined) rows.push({ field: `${field.name}.${part.key}`, value })
      }
      continue
    }
    const value = stored(field, values[field.name])
    if (value !== undefined) rows.push({ field: field.name, value })
  }
  return rows
}

/** Answers that arrive as text (GraphQL): a box's "true"/"false" becomes a boolean. */
function typedValues(fields: FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const typed = { ...values }
  for (const field of fields) {
    if ((field.blockType === 'checkbox' || field.blockType === 'consent') && typeof typed[field.name] === 'string') {
      typed[field.name] = typed[field.name] === 'true'
    }
  }
  return typed
}

function redirectOf(form: Form): string | null {
  if (form.confirmationType !== 'redirect') return null
  return form.redirect?.url || null
}

/**
 * Stores a CMS form's submission, acknowledged only once it has been read back: a failed COMMIT
 * can resolve as success upstream, so "saved" is never said on its word (docs/architecture.md,
 * CMS forms: Durability).
 * Refuses in words what the form's own schema refuses; drops a filled honeypot as if it had been
 * stored; one entry per email where the form says so; the same idempotency key twice is stored once.
 */
export async function submitForm(payload: Payload, submission: Submission): Promise<Stored> {
  // Anything but a plain id ("1e309", "-1", "0x10") names no form, and never reaches the database.
  if (documentId(submission.form) === null) throw new SubmissionError('not-found', NOT_FOUND)
  const form = await payload.findByID({ collection: 'forms', id: submission.form, depth: 0, disableErrors: true })
  if (!form) throw new SubmissionError('not-found', NOT_FOUND)
  const fields = (form.fields ?? []) as unknown as FormField[]

  // A giveaway's entry form takes entries only while the giveaway is open. An unpublished one's
  // form answers as a missing form: the same words, code and status, nothing of the giveaway.
  const refusal = await giveawayEntryRefusal(payload, form.id)
  if (refusal?.kind === 'unpublished') throw new SubmissionError('not-found', NOT_FOUND)
  if (refusal) throw new SubmissionError('closed', refusal.message)

  const honeypot = submission.values[HONEYPOT]
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return { id: 0, redirect: redirectOf(form), duplicate: false }

  // No answer holds a NUL character (PostgreSQL refuses one outright): say so, for the field.
  const withNul = Object.keys(submission.values).find((key) => String(submission.values[key]).includes('\0'))
  if (withNul !== undefined) {
    const message = 'This answer holds a character that cannot be stored (NUL). Remove it and send again.'
    throw new SubmissionError('invalid', message, { message, fields: { [withNul]: message } })
  }

  const files = submission.files ?? {}
  const fileFields = fields.filter((f) => f.blockType === 'file').map((f) => f.name)
  const stray = Object.keys(files).find((name) => !fileFields.includes(name))
  if (stray) throw new SubmissionError('invalid', `This form has no attachment called “${stray}”.`)
  // The schema checks an attachment's type (read from its bytes) and size, as the browser did.
  const attached = Object.fromEntries(
    Object.entries(files).map(([name, f]) => [name, { type: f.mimetype, size: Math.max(f.size, f.buffer.length) }]),
  )
  const parsed = formSchema(fields).safeParse({ ...typedValues(fields, submission.values), ...attached })
  if (!parsed.success) {
    const errors = errorsOf(parsed.error)
    throw new SubmissionError('invalid', errors.message, errors)
  }
  const values = parsed.data as Record<string, unknown>

  const key = submission.idempotencyKey ?? null
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    throw new SubmissionError('invalid', 'This form was sent with a damaged key. Reload the page and send it again.')
  }
  const findByKey = async () =>
    key === null
      ? undefined
      : (
          await payload.find({
            collection: 'form-submissions',
            where: { idempotencyKey: { equals: key } },
            limit: 1,
            depth: 0,
          })
        ).docs[0]
  const earlier = await findByKey()
  if (earlier) return { id: earlier.id, redirect: redirectOf(form), duplicate: true }

  const emailField = fields.filter(hasValue).find((f) => f.blockType === 'email')
  const given = emailField ? values[emailField.name] : undefined
  const email = typeof given === 'string' && given !== '' ? given.toLowerCase() : null
  const entryKey = form.oneEntryPerEmail && email ? `${form.id}:${email}` : null
  const alreadyEntered = () =>
    new SubmissionError(
      'duplicate',
      `This email address has already been used on this form: one entry per person.`,
      emailField
        ? {
            message: 'This email address has already been used on this form: one entry per person.',
            fields: { [emailField.name]: `“${labelOf(emailField)}” has already been used on this form.` },
          }
        : undefined,
    )
  if (entryKey) {
    const { totalDocs } = await payload.count({
      collection: 'form-submissions',
      where: { entryKey: { equals: entryKey } },
    })
    if (totalDocs > 0) throw alreadyEntered()
  }

  let id: number | string
  const attachments: { field: string; file: number }[] = []
  try {
    for (const [name, file] of Object.entries(files)) {
      const stored = await payload
        .create({
          collection: 'form-attachments',
          data: { form: form.id, field: name },
          // Our own file name: the visitor's could be anything; theirs is kept in the answers.
          file: {
            data: file.buffer,
            mimetype: file.mimetype,
            name: `${name}-${randomUUID()}.${EXTENSIONS[file.mimetype] ?? 'bin'}`,
            size: file.buffer.length,
          },
          depth: 0,
        })
        .catch((error: unknown) => {
          // An image with more pixels than visitors may send (its header says so: image-pixels.ts).
          if (error instanceof APIError && error.status === 413) {
            throw new SubmissionError('invalid', error.message, {
              message: error.message,
              fields: { [name]: error.message },
            })
          }
          // Bytes that start like their type but do not hold one (a PDF without its structure).
          if (!(error instanceof ValidationError)) throw error
          const message = 'We could not read this file. Please choose another.'
          throw new SubmissionError('invalid', message, { message, fields: { [name]: message } })
        })
      attachments.push({ field: name, file: stored.id })
    }
    const created = await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        submissionData: submissionData(fields, { ...values, ...files }),
        attachments,
        email,
        member: submission.member == null ? null : Number(submission.member),
        entryKey,
        idempotencyKey: key,
      },
      depth: 0,
    })
    id = created.id
  } catch (error) {
    if (error instanceof SubmissionError) {
      await dropAttachments(payload, attachments)
      throw error
    }
    if (error instanceof ValidationError) {
      // A unique index met by a twin sent at the same moment: the same key is the same submission.
      const twin = await findByKey()
      if (twin) return { id: twin.id, redirect: redirectOf(form), duplicate: true }
      if (entryKey && error.data.errors.some((e) => e.path === 'entryKey')) throw alreadyEntered()
    }
    payload.logger.error({ err: error, form: form.id }, 'form submission not stored')
    await dropAttachments(payload, attachments)
    throw new SubmissionError('unavailable', UNAVAILABLE)
  }
  const back = await payload.findByID({ collection: 'form-submissions', id, depth: 0, disableErrors: true })
  if (!back) {
    payload.logger.error({ form: form.id, id }, 'form submission acknowledged by the database but not found')
    await dropAttachments(payload, attachments)
    throw new SubmissionError('unavailable', UNAVAILABLE)
  }
  return { id, redirect: redirectOf(form), duplicate: false }
}
