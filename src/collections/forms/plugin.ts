import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { FORM_FIELD_BLOCKS } from '@/collections/forms/blocks'
import { revalidation } from '@/hooks/revalidate-on-change'
import { csvExportEndpoint } from '@/server/csv-export'
import { submissionsPlan } from '@/server/forms/export'
import { tags } from '@/lib/cache-tags'
import type { Form } from '@/payload-types'

/** The plugin's own field blocks, all replaced by ours (src/collections/forms/blocks.ts). */
const BUILT_IN = [
  'checkbox',
  'country',
  'date',
  'email',
  'message',
  'number',
  'payment',
  'radio',
  'select',
  'state',
  'text',
  'textarea',
  'upload',
]

/** Only the team reads where a form's notifications go (the plugin makes forms readable by anyone). */
const staffOnly = (field: Field): Field =>
  'name' in field && field.name === 'emails' && field.type === 'array' ? { ...field, access: { read: isStaff } } : field

/**
 * The plugin's redirect group marks its address `required`, which makes every GraphQL update of a
 * form resend the group: the address is checked only when the form redirects instead.
 */
const redirectUrl = (field: Field): Field =>
  'name' in field && field.name === 'redirect' && field.type === 'group'
    ? {
        ...field,
        fields: [
          {
            name: 'url',
            type: 'text',
            label: 'Address to send the visitor to',
            admin: { description: 'A page of this site (/thank-you) or a full address (https://…).' },
            validate: (value: unknown, { data }: { data: Partial<Form> }) => {
              if (data?.confirmationType !== 'redirect') return true
              return (
                (typeof value === 'string' && /^(\/(?!\/)|https:\/\/)\S+$/.test(value)) ||
                'Enter where to send the visitor: a path like /thank-you or an address starting with https://.'
              )
            },
          },
        ],
      }
    : field

/**
 * CMS forms (Payload's form-builder plugin): editors build a form from our field blocks, set its
 * confirmation (a message or a redirect) and the addresses notified of each submission. Visitors
 * submit through the submitForm mutation only (src/server/forms/), never by creating a submission.
 */
export const formsPlugin = formBuilderPlugin({
  fields: {
    ...Object.fromEntries(BUILT_IN.map((slug) => [slug, false])),
    ...Object.fromEntries(FORM_FIELD_BLOCKS.map((block) => [`staffroom-${block.slug}`, block])),
  },
  formOverrides: {
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    admin: { group: 'Forms', defaultColumns: ['title', 'updatedAt'] },
    // A changed form shows at once on every page that embeds it.
    hooks: revalidation('forms', (doc) => [tags.form(doc.id)]),
    fields: ({ defaultFields }) => [
      ...defaultFields.map(staffOnly).map(redirectUrl),
      {
        name: 'oneEntryPerEmail',
        type: 'checkbox',
        label: 'One entry per email address',
        admin: {
          position: 'sidebar',
          description: 'A second submission with an email already used is refused (contests, applications).',
        },
      },
    ],
  },
  formSubmissionOverrides: {
    access: { read: isEditor, create: nobody, update: nobody, delete: isAdmin },
    admin: {
      group: 'Forms',
      defaultColumns: ['form', 'email', 'createdAt'],
      components: { beforeListTable: ['/components/admin/form-submissions-export#FormSubmissionsExport'] },
    },
    endpoints: [csvExportEndpoint({ collection: 'form-submissions', plan: submissionsPlan })],
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'email',
        type: 'email',
        index: true,
        admin: {
          readOnly: true,
          position: 'sidebar',
          description: 'The address the visitor gave, if the form asks for one.',
        },
      },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        admin: { readOnly: true, position: 'sidebar', description: 'Signed in when they sent it.' },
      },
      // Set only when the form takes one entry per email: the unique index below then refuses a second.
      { name: 'entryKey', type: 'text', unique: true, admin: { hidden: true } },
      {
        name: 'attachments',
        type: 'array',
        admin: { readOnly: true, description: 'Files the visitor attached, by the file field they answer.' },
        fields: [
          { name: 'field', type: 'text', required: true },
          { name: 'file', type: 'upload', relationTo: 'form-attachments', required: true },
        ],
      },
      // The key the browser sends with a submission: sent twice (a retry), it is stored once.
      { name: 'idempotencyKey', type: 'text', unique: true, admin: { hidden: true } },
    ],
  },
})
