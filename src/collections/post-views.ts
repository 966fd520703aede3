import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access/is-editor'
import { nobody } from '@/access/nobody'

/**
 * Reads per article per day, counted by POST /api/posts/{id}/view and summed for the trending
 * section. One row per (post, day): counting is an upsert, never one row per read.
 */
export const PostViews: CollectionConfig = {
  slug: 'post-views',
  admin: { hidden: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: isEditor },
  indexes: [{ fields: ['post', 'day'], unique: true }],
  fields: [
    // Not required: deleting an article sets this to null (its reads stop counting) rather than failing.
    { name: 'post', type: 'relationship', relationTo: 'posts', index: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
