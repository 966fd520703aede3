import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Bookkeeping shared by every versioned content type: who created the document (contributors may
 * only edit their own), when it first went public (contributors may never touch it after), and
 * the public date readers see.
 */
export const editorialFields: Field[] = [
  {
    name: 'publishedAt',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    hooks: {
      beforeChange: [
        ({ siblingData, value }) => (siblingData._status === 'published' && !value ? new Date().toISOString() : value),
      ],
    },
  },
  {
    name: 'createdBy',
    type: 'relationship',
    relationTo: 'users',
    access: { update: nobody },
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      beforeChange: [
        ({ operation, req, value }) =>
          operation === 'create' && req.user?.collection === 'users' ? req.user.id : value,
      ],
    },
  },
  {
    name: 'firstPublishedAt',
    type: 'date',
    access: { update: nobody },
    admin: { position: 'sidebar', readOnly: true, hidden: true },
    hooks: {
      beforeChange: [
        ({ originalDoc, siblingData, value }) =>
          value ??
          originalDoc?.firstPublishedAt ??
          (siblingData._status === 'published' ? new Date().toISOString() : undefined),
      ],
    },
  },
]
