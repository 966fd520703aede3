import type { CollectionConfig } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { slug } from '@/fields/slug'
import { postBody } from '@/fields/rich-text'
import { countedEndpoint } from '@/server/counted-endpoint'
import { recordView } from '@/server/post-views'

export const Posts: CollectionConfig = editorialCollection('posts', {
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    defaultColumns: ['title', 'categories', '_status', 'publishedAt'],
  },
  // _status: lists and links drop related documents that are not public (drafts are never shown).
  defaultPopulate: {
    _status: true,
    title: true,
    slug: true,
    excerpt: true,
    heroImage: true,
    categories: true,
    authors: true,
    publishedAt: true,
    sponsored: true,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', editor: postBody, required: true },
    {
      name: 'relatedPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'Leave empty to show the latest articles that share a category.' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    slug(),
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'original',
      type: 'relationship',
      relationTo: 'originals',
      label: 'Original series',
      admin: { position: 'sidebar' },
    },
    { name: 'sponsored', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'sponsor',
      type: 'text',
      label: 'Sponsored by',
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.sponsored) },
    },
    {
      name: 'adFree',
      type: 'checkbox',
      label: 'Ad-free',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'No ads on this article (a sensitive subject, a sponsor’s wish).' },
    },
  ],
  endpoints: [
    countedEndpoint({
      path: '/:id/view',
      collection: 'posts',
      unknown: 'Unknown article.',
      subject: (id) => id,
      record: (payload, id) => recordView(payload, id),
    }),
  ],
})
