import type { Field, FieldHook, TypeWithID } from 'payload'

import { nobody } from '@/access/nobody'

/** What these hooks read of the document (their siblings: the fields sit at its top level). */
type Editorial = TypeWithID & { _status?: 'draft' | 'published' | null; firstPublishedAt?: string | null }
type Hook<T> = FieldHook<Editorial, T | null | undefined, Editorial>

const publishedAt: Hook<string> = ({ siblingData, value }) =>
  siblingData._status === 'published' && !value ? new Date().toISOString() : value

const createdBy: Hook<number | string> = ({ operation, req, value }) =>
  operation === 'create' && req.user?.collection === 'users' ? req.user.id : value

const firstPublishedAt: Hook<string> = ({ originalDoc, siblingData, value }) =>
  value ?? originalDoc?.firstPublishedAt ?? (siblingData._status === 'published' ? new Date().toISOString() : undefined)

/**
 * Bookkeeping shared by every versioned content type: who created the document (contributors may
 * only edit their own), when it first went public (contributors may never touch it after), and
 * the public date readers see.
 */
export const editorialFields: Field[] = [
  {
    // The lists' "Schedule" column: when a scheduled publish (or unpublish) will happen.
    name: 'schedule',
    type: 'ui',
    label: 'Schedule',
    admin: { components: { Cell: '/components/admin/schedule-cell#ScheduleCell' } },
  },
  {
    name: 'publishedAt',
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    hooks: { beforeChange: [publishedAt] },
  },
  {
    name: 'createdBy',
    type: 'relationship',
    relationTo: 'users',
    access: { update: nobody },
    admin: { position: 'sidebar', readOnly: true },
    hooks: { beforeChange: [createdBy] },
  },
  {
    name: 'firstPublishedAt',
    type: 'date',
    access: { update: nobody },
    admin: { position: 'sidebar', readOnly: true, hidden: true },
    hooks: { beforeChange: [firstPublishedAt] },
  },
]
