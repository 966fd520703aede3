import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { slug } from '@/fields/slug'
import { contentRevalidation } from '@/hooks/revalidate-on-change'

/** "Originals": series of articles written by the team, listed at /category/originals. */
export const Originals: CollectionConfig = {
  slug: 'originals',
  labels: { singular: 'Original series', plural: 'Original series' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  defaultPopulate: { title: true, slug: true, cover: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'tagline', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    slug(),
  ],
  hooks: contentRevalidation('originals'),
}
