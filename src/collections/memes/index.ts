import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { imageRights } from '@/fields/image-rights'
import { slug } from '@/fields/slug'

/** Memes: a picture and its words typed out. Same editorial rules as articles. */
export const Memes: CollectionConfig = editorialCollection('memes', {
  labels: { singular: 'Meme', plural: 'Memes' },
  admin: {
    defaultColumns: ['title', 'image', 'categories', '_status', 'publishedAt'],
  },
  // _status: lists and links drop related documents that are not public (drafts are never shown).
  defaultPopulate: { _status: true, title: true, slug: true, image: true, transcript: true, publishedAt: true },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'The picture. Its alternative text says what it shows; the transcript below, what it says.',
      },
    },
    {
      name: 'transcript',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: {
        description: 'Every word in the picture, typed out as it reads. Screen readers and search use it.',
      },
    },
    slug(),
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 40,
      admin: { position: 'sidebar', description: 'Short words people would search for. Press Enter after each.' },
    },
    imageRights({ defaults: false }),
  ],
})
