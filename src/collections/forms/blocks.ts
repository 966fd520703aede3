import type { Block, Field } from 'payload'

import { ATTACHMENT_TYPES, MAX_ATTACHMENT_MB, type FormFieldType } from '@/forms/field-types'

const NAME = /^[a-z][a-z0-9_-]{0,39}$/i

const name: Field = {
  name: 'name',
  type: 'text',
  required: true,
  admin: { width: '50%', description: 'The column in submissions: letters, digits, - and _, starting with a letter.' },
  validate: (value: unknown) =>
    (typeof value === 'string' && NAME.test(value)) ||
    'Use letters, digits, - and _, starting with a letter (40 at most).',
}
const label: Field = { name: 'label', type: 'text', maxLength: 200, admin: { width: '50%' } }
const required: Field = { name: 'required', type: 'checkbox', admin: { width: '25%', style: { alignSelf: 'center' } } }
const width: Field = {
  name: 'width',
  type: 'number',
  min: 25,
  max: 100,
  admin: { width: '25%', description: 'Share of the row, in percent (100 if empty).' },
}
const help: Field = {
  name: 'help',
  type: 'text',
  maxLength: 300,
  admin: { width: '50%', description: 'A line under the label saying what to put.' },
}

/** What every field with a value has, then what its type adds. */
function fieldBlock(slug: FormFieldType, labels: [string, string], extra: Field[] = []): Block {
  return {
    slug,
    labels: { singular: labels[0], plural: labels[1] },
    fields: [{ type: 'row', fields: [name, label] }, { type: 'row', fields: [help, width, required] }, ...extra],
  }
}

const lengths: Field = {
  type: 'row',
  fields: [
    { name: 'minLength', type: 'number', min: 0, max: 10_000, admin: { width: '25%' } },
    { name: 'maxLength', type: 'number', min: 1, max: 10_000, admin: { width: '25%' } },
    { name: 'defaultValue', type: 'text', maxLength: 500, admin: { width: '50%' } },
  ],
}

const options: Field = {
  name: 'options',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 100,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
        { name: 'value', type: 'text', required: true, maxLength: 100, admin: { width: '50%' } },
      ],
    },
  ],
}

const textDefault: Field = { name: 'defaultValue', type: 'text', maxLength: 500 }

/** The admin's blocks for the fields of a CMS form (src/forms/field-types.ts describes them). */
export const FORM_FIELD_BLOCKS: Block[] = [
  fieldBlock('text', ['Text', 'Text fields'], [lengths]),
  fieldBlock('textarea', ['Long text', 'Long text fields'], [lengths]),
  fieldBlock('name', ['Name', 'Name fields'], [lengths]),
  fieldBlock('email', ['Email', 'Email fields'], [textDefault]),
  fieldBlock('phone', ['Phone', 'Phone fields'], [textDefault]),
  fieldBlock('website', ['Website', 'Website fields'], [textDefault]),
  fieldBlock(
    'number',
    ['Number', 'Number fields'],
    [
      {
        type: 'row',
        fields: [
          { name: 'min', type: 'number', admin: { width: '25%' } },
          { name: 'max', type: 'number', admin: { width: '25%' } },
          { name: 'step', type: 'number', min: 0, admin: { width: '25%' } },
          { name: 'defaultValue', type: 'number', admin: { width: '25%' } },
        ],
      },
    ],
  ),
  fieldBlock(
    'checkbox',
    ['Checkbox', 'Checkboxes'],
    [{ name: 'defaultValue', type: 'checkbox', label: 'Ticked at first' }],
  ),
  fieldBlock(
    'consent',
    ['Consent', 'Consents'],
    [
      {
        name: 'text',
        type: 'textarea',
        required: true,
        maxLength: 1000,
        admin: { description: 'The words the visitor agrees to by ticking the box; stored with each submission.' },
      },
    ],
  ),
  fieldBlock('select', ['Select', 'Selects'], [options, textDefault]),
  fieldBlock('radio', ['Radio buttons', 'Radio buttons'], [options, textDefault]),
  fieldBlock('address', ['Address', 'Addresses']),
  fieldBlock(
    'file',
    ['File attachment', 'File attachments'],
    [
      {
        type: 'row',
        fields: [
          {
            name: 'accept',
            type: 'select',
            hasMany: true,
            options: Object.keys(ATTACHMENT_TYPES).map((k) => ({
              label: k === 'pdf' ? 'PDF' : `${k[0].toUpperCase()}${k.slice(1)}`,
              value: k,
            })),
            admin: { width: '50%', description: 'Images and PDFs when empty.' },
          },
          {
            name: 'maxSizeMb',
            type: 'number',
            min: 1,
            max: MAX_ATTACHMENT_MB,
            admin: { width: '50%', description: `Largest file, in MB (${MAX_ATTACHMENT_MB} when empty and at most).` },
          },
        ],
      },
    ],
  ),
  {
    slug: 'hidden',
    labels: { singular: 'Hidden value', plural: 'Hidden values' },
    fields: [
      {
        type: 'row',
        fields: [name, { ...textDefault, admin: { width: '50%', description: 'Sent with every submission.' } }],
      },
    ],
  },
  {
    slug: 'html',
    labels: { singular: 'Words between fields', plural: 'Words between fields' },
    fields: [
      {
        name: 'html',
        type: 'textarea',
        required: true,
        maxLength: 5000,
        admin: { description: 'Words shown between the fields, as written; a blank line starts a new paragraph.' },
      },
      width,
    ],
  },
]
