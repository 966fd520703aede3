import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'

/** Newsletter sign-ups with their consent record. Never public: only the team reads them. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isAdmin },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'source', 'createdAt'], group: 'Audience' },
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
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
}
