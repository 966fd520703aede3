import type { CollectionAfterChangeHook, CollectionConfig, Endpoint } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import type { Subscriber } from '@/payload-types'
import { csvExportEndpoint } from '@/server/csv-export'
import { linkParams } from '@/server/newsletter/links'
import { syncMember } from '@/server/newsletter/members'
import { unsubscribeByLink } from '@/server/newsletter/subscriptions'
import { queueWebhook } from '@/server/newsletter/webhook'

/**
 * POST /api/subscribers/unsubscribe?s=…&t=… — the one-click unsubscribe mail clients send from the
 * List-Unsubscribe header (RFC 8058). The signed link is the authority; no session is needed.
 */
const oneClickUnsubscribe: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const params = linkParams(Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams))
    const outcome = params ? await unsubscribeByLink(req.payload, params.id, params.token) : 'invalid'
    if (outcome === 'invalid') {
      return Response.json(
        { errors: [{ message: 'This unsubscribe link is not valid. Use the link in your most recent email.' }] },
        { status: 400 },
      )
    }
    return Response.json({ message: 'You are unsubscribed from the Staffroom newsletter.' })
  },
}

/**
 * A confirmed or withdrawn choice travels: to a member with the same address (see
 * src/server/newsletter/members.ts) and, when one is configured, to the email provider's webhook.
 */
const statusChanged: CollectionAfterChangeHook<Subscriber> = async ({ doc, previousDoc, req, context }) => {
  if (doc.status === previousDoc?.status) return doc
  await syncMember(req, doc, context)
  await queueWebhook(req, doc)
  return doc
}

/** Newsletter sign-ups with their consent record. Never public: only the team reads them. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isAdmin },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'confirmedAt', 'createdAt'],
    group: 'Audience',
    components: { beforeListTable: ['/components/admin/csv-export#CsvExport'] },
  },
  hooks: { afterChange: [statusChanged] },
  endpoints: [
    oneClickUnsubscribe,
    csvExportEndpoint<Subscriber>({
      collection: 'subscribers',
      plan: () => ({
        filename: 'subscribers',
        columns: [
          { header: 'Email', value: (s) => s.email },
          { header: 'Status', value: (s) => s.status },
          { header: 'Source', value: (s) => s.source },
          { header: 'Consent text', value: (s) => s.consent?.text },
          { header: 'Consent given at', value: (s) => s.consent?.at },
          { header: 'Confirmed at', value: (s) => s.confirmedAt },
          { header: 'Unsubscribed at', value: (s) => s.unsubscribedAt },
          { header: 'Signed up at', value: (s) => s.createdAt },
        ],
      }),
    }),
  ],
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'source', type: 'text', admin: { description: 'Where the visitor signed up.' } },
    {
      name: 'consent',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', required: true, admin: { description: 'The words the visitor agreed to.' } },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the confirmation link was used.',
      },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
