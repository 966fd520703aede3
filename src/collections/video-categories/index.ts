import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { slug } from '@/fields/slug'
import { contentRevalidation } from '@/hooks/revalidate-on-change'

/** Video categories; nested like article categories (parent + breadcrumbs from the nested-docs plugin). */
export const VideoCategories: CollectionConfig = {
  slug: 'video-categories',
  labels: { singular: 'Video category', plural: 'Video categories' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent'], group: 'Videos' },
  defaultPopulate: { title: true, slug: true },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    { name: 'description', type: 'textarea', maxLength: 600 },
    slug(),
  ],
  hooks: contentRevalidation('video-categories'),
}
