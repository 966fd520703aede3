import { z } from 'zod'

import {
  ADDRESS_PARTS,
  ATTACHMENT_TYPES,
  DEFAULT_TEXT_MAX,
  DEFAULT_TEXTAREA_MAX,
  hasValue,
  MAX_ATTACHMENT_MB,
  MAX_VALUE_LENGTH,
  type FormField,
  type ValueField,
} from '@/forms/field-types'
import { emailAddress } from '@/lib/forms/fields'

/** The honeypot: a field people never see or fill in, and form-filling robots do. */
export const HONEYPOT = 'company_website'

/** How a field is named in messages: its label, else its name. */
export const labelOf = (field: ValueField) => field.label?.trim() || field.name

const fillIn = (field: ValueField) => `Please fill in “${labelOf(field)}”.`

/** Text typed into a box: trimmed; empty is "not given". */
const typed = (max: number) => z.string({ invalid_type_error: 'Please type text here.' }).trim().max(max)

const PHONE = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/

function textRule(field: ValueField): z.ZodTypeAny {
  switch (field.blockType) {
    case 'text':
    case 'name':
    case 'textarea': {
      const cap = Math.min(
        field.maxLength ?? (field.blockType === 'textarea' ? DEFAULT_TEXTAREA_MAX : DEFAULT_TEXT_MAX),
        MAX_VALUE_LENGTH,
      )
      let rule = typed(MAX_VALUE_LENGTH).max(cap, `Please keep “${labelOf(field)}” to ${cap} characters or fewer.`)
      if (field.minLength) {
        rule = rule.refine((v) => v === '' || v.length >= field.minLength!, {
          message: `Please write at least ${field.minLength} characters in “${labelOf(field)}”.`,
        }) as never
      }
      return rule
    }
    case 'email':
      return z.union([z.literal(''), emailAddress])
    case 'phone':
      return typed(40).refine((v) => v === '' || PHONE.test(v), {
        message: 'Please enter a phone number, like +1 555 010 0199.',
      })
    case 'website':
      return typed(2000).refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), {
        message: 'Please enter a web address starting with https://, like https://example.org.',
      })
    case 'hidden':
      return typed(500)
    default:
      return typed(MAX_VALUE_LENGTH)
  }
}

/** One field's rule, or several for an address (one per part, keyed `name.part`). */
function rulesOf(field: ValueField): [string, z.ZodTypeAny][] {
  const required = Boolean(field.required)
  switch (field.blockType) {
    case 'checkbox':
      return [
        [
          field.name,
          z
            .boolean({ invalid_type_error: 'Please tick or untick the box.' })
            .default(false)
            .refine((v) => !required || v, { message: `Please tick “${labelOf(field)}”.` }),
        ],
      ]
    case 'consent':
      return [
        [
          field.name,
          z
            .boolean({ invalid_type_error: 'Please tick or untick the box.' })
            .default(false)
            .refine((v) => !required || v, { message: 'Please tick the box to agree.' }),
        ],
      ]
    case 'number': {
      let rule = z.coerce.number({ invalid_type_error: 'Please enter a number.' }).finite('Please enter a number.')
      if (field.min != null) rule = rule.min(field.min, `Please enter ${field.min} or more.`)
      if (field.max != null) rule = rule.max(field.max, `Please enter ${field.max} or less.`)
      const empty = z.union([z.literal(''), z.null(), z.undefined()])
      return [
        [
          field.name,
          required
            ? z
                .preprocess((v) => (v === '' ? undefined : v), rule.optional())
                .refine((v) => v !== undefined, fillIn(field))
            : z.union([empty.transform(() => undefined), rule]),
        ],
      ]
    }
    case 'select':
    case 'radio': {
      const values = field.options.map((o) => o.value)
      const pick = `Please choose one of the options for “${labelOf(field)}”.`
      return [
        [
          field.name,
          z
            .string({ invalid_type_error: pick })
            .default('')
            .refine((v) => v === '' || values.includes(v), { message: pick })
            .refine((v) => !required || v !== '', { message: pick }),
        ],
      ]
    }
    case 'address':
      return ADDRESS_PARTS.map((part) => [
        `${field.name}.${part.key}`,
        typed(200)
          .default('')
          .refine((v) => !(required && part.required) || v !== '', {
            message: `Please fill in the ${part.noun} of “${labelOf(field)}”.`,
          }),
      ])
    case 'file': {
      const kinds = field.accept?.length ? field.accept : (['image', 'pdf'] as const)
      const types: readonly string[] = kinds.flatMap((k) => ATTACHMENT_TYPES[k])
      const mb = Math.min(field.maxSizeMb ?? MAX_ATTACHMENT_MB, MAX_ATTACHMENT_MB)
      const file = z
        .object({ type: z.string(), size: z.number() }, { invalid_type_error: 'Please choose a file.' })
        .refine((f) => types.includes(f.type), {
          message: `Please choose ${kinds.map((k) => (k === 'image' ? 'an image' : k === 'pdf' ? 'a PDF' : 'a video')).join(' or ')}.`,
        })
        .refine((f) => f.size <= mb * 1024 * 1024, { message: `Please choose a file of ${mb} MB or less.` })
      return [
        [
          field.name,
          required
            ? z.union([file, z.null(), z.undefined()]).refine((f) => f != null, 'Please choose a file to send.')
            : z.union([file, z.null(), z.undefined()]),
        ],
      ]
    }
    default: {
      const rule = textRule(field).default('')
      return [[field.name, required ? rule.refine((v) => v !== '', { message: fillIn(field) }) : rule]]
    }
  }
}

/**
 * The schema of a CMS form's submission, built from its fields: the form in the browser and the
 * submitForm mutation check with the same one. Unknown keys are dropped.
 */
export function formSchema(fields: FormField[]) {
  const shape: Record<string, z.ZodTypeAny> = {
    // Checked by the server before anything else (a filled one is thanked and dropped), never shown.
    [HONEYPOT]: z.string().max(500).optional(),
  }
  for (const field of fields.filter(hasValue)) {
    for (const [key, rule] of rulesOf(field)) shape[key] = rule
  }
  return z.object(shape)
}

export type SubmissionValues = Record<
  string,
  string | number | boolean | { type: string; size: number } | null | undefined
>
