import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { slug } from '@/fields/slug'
import { contentRevalidation } from '@/hooks/revalidate-on-change'

/** Article categories; nested (parent + breadcrumbs come from the nested-docs plugin). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent'] },
  defaultPopulate: { title: true, slug: true },
  fields: [{ name: 'title', type: 'text', required: true }, { name: 'description', type: 'textarea' }, slug()],
  hooks: contentRevalidation('categories'),
}
