import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { bodyBlocks } from '@/blocks/registry'
import { slug } from '@/fields/slug'
import { LAYOUTS } from '@/layouts/names'

export const Pages: CollectionConfig = editorialCollection('pages', {
  admin: {
    defaultColumns: ['title', 'slug', 'layout', '_status'],
  },
  // _status: links to a page that is not public are dropped (drafts are never shown).
  defaultPopulate: { _status: true, title: true, slug: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'blocks', type: 'blocks', blocks: bodyBlocks, label: 'Body' },
    slug(),
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'page',
      options: LAYOUTS.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
  ],
})
