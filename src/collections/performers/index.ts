import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { slug } from '@/fields/slug'

/** The teachers on the tour's stages: hosts and headliners, in the editor's order. */
export const Performers: CollectionConfig = editorialCollection('performers', {
  labels: { singular: 'Performer', plural: 'Performers' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order', '_status'], group: 'Comedy tour' } as never,
  defaultPopulate: { _status: true, name: true, slug: true, role: true, photo: true },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'headliner',
      options: [
        { label: 'Host', value: 'host' },
        { label: 'Headliner', value: 'headliner' },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', required: true },
    { name: 'bio', type: 'textarea', required: true, maxLength: 1500 },
    {
      name: 'socials',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'network', type: 'text', required: true, maxLength: 40 },
        { name: 'url', type: 'text', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower shows first.' },
    },
    slug('name'),
  ],
})
