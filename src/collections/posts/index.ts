import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { editorialFields } from '@/fields/editorial'
import { slug } from '@/fields/slug'
import { postBody } from '@/fields/rich-text'
import { viewEndpoint } from '@/collections/posts/view-endpoint'
import { pathOf } from '@/content/registry'
import { contentRevalidation } from '@/hooks/revalidate'
import { previewPath } from '@/lib/preview'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Article', plural: 'Articles' },
  access: {
    read: publishedOrStaff,
    create: contributorDrafts,
    update: contributorDrafts,
    delete: isEditor,
    readVersions: staffVersions,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', '_status', 'publishedAt'],
    livePreview: { url: ({ data }) => previewPath(pathOf('posts', data)) },
    preview: (data) => previewPath(pathOf('posts', data)),
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
    ...editorialFields,
  ],
  endpoints: [viewEndpoint],
  hooks: contentRevalidation('posts'),
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
