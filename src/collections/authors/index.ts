import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { contentRevalidation } from '@/hooks/revalidate-on-change'

/** Public profiles, addressed by id (/author/{id}); not tied to admin accounts. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'updatedAt'] },
  defaultPopulate: { name: true, role: true, avatar: true },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', label: 'Role or school', admin: { description: 'e.g. "Year 4 teacher, Leeds"' } },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'textarea', maxLength: 1200 },
    {
      name: 'socials',
      type: 'array',
      fields: [
        { name: 'network', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
  hooks: contentRevalidation('authors'),
}
