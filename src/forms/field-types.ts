/**
 * The fields an editor can put in a CMS form (fourteen types, and a file attachment),
 * as the form document stores them. Shared by the admin's blocks, the schema that checks a
 * submission (browser and server) and the renderer: no React, no server imports.
 */
export const FORM_FIELD_TYPES = [
  'address',
  'checkbox',
  'consent',
  'email',
  'hidden',
  'html',
  'name',
  'number',
  'phone',
  'radio',
  'select',
  'text',
  'textarea',
  'website',
  'file',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

type Base = {
  id?: string | null
  blockName?: string | null
  /** The key of the value in a submission: letters, digits, - and _. */
  name: string
  label?: string | null
  required?: boolean | null
  /** A line under the label saying what to put. */
  help?: string | null
  /** Share of the row, in percent (100 by default). */
  width?: number | null
}

type Option = { label: string; value: string; id?: string | null }

export type FormField =
  | (Base & {
      blockType: 'text' | 'name'
      defaultValue?: string | null
      minLength?: number | null
      maxLength?: number | null
    })
  | (Base & {
      blockType: 'textarea'
      defaultValue?: string | null
      minLength?: number | null
      maxLength?: number | null
    })
  | (Base & { blockType: 'email' | 'phone' | 'website'; defaultValue?: string | null })
  | (Base & {
      blockType: 'number'
      defaultValue?: number | null
      min?: number | null
      max?: number | null
      step?: number | null
    })
  | (Base & { blockType: 'checkbox'; defaultValue?: boolean | null })
  | (Base & { blockType: 'consent'; text: string })
  | (Base & { blockType: 'select' | 'radio'; options: Option[]; defaultValue?: string | null })
  | (Base & { blockType: 'hidden'; defaultValue?: string | null })
  | (Base & { blockType: 'address' })
  | (Omit<Base, 'name' | 'required'> & { blockType: 'html'; name?: string | null; html: string })
  | (Base & { blockType: 'file'; maxSizeMb?: number | null; accept?: ('image' | 'pdf' | 'video')[] | null })

/** Fields that carry a value (an html field only shows words). */
export type ValueField = Exclude<FormField, { blockType: 'html' }>
export const hasValue = (field: FormField): field is ValueField => field.blockType !== 'html'

/** The parts of an address field, in the order they are shown and stored. */
export const ADDRESS_PARTS = [
  { key: 'line1', label: 'Street address', noun: 'street address', autoComplete: 'address-line1', required: true },
  { key: 'line2', label: 'Apartment, suite, etc.', noun: 'apartment', autoComplete: 'address-line2', required: false },
  { key: 'city', label: 'City', noun: 'city', autoComplete: 'address-level2', required: true },
  { key: 'region', label: 'State or region', noun: 'state or region', autoComplete: 'address-level1', required: false },
  {
    key: 'postcode',
    label: 'ZIP or postal code',
    noun: 'ZIP or postal code',
    autoComplete: 'postal-code',
    required: true,
  },
  { key: 'country', label: 'Country', noun: 'country', autoComplete: 'country-name', required: true },
] as const

/** What each attachment kind lets in, by sniffed type. */
export const ATTACHMENT_TYPES = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const

/** Attachments are never larger than this, whatever a form says: the /graphql endpoint's file limit (LIMITS.fileBytes). */
export const MAX_ATTACHMENT_MB = 5

/** The longest any single value may be, whatever a form says, so no submission can be huge. */
export const MAX_VALUE_LENGTH = 10_000
export const DEFAULT_TEXT_MAX = 500
export const DEFAULT_TEXTAREA_MAX = 5_000
