import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Which documents each public document and global shows, kept by src/hooks/record-references.ts: the
 * index the revalidation hooks read to find every page that shows a document that changed.
 * One row per source (`posts:12`, `global:home`); targets are `{collection}:{id}`. Internal:
 * no API, no admin screen — the hooks use the Local API.
 */
export const DocumentReferences: CollectionConfig = {
  slug: 'document-references',
  admin: { hidden: true },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'source', type: 'text', required: true, unique: true, index: true },
    { name: 'targets', type: 'text', hasMany: true, index: true },
  ],
}
