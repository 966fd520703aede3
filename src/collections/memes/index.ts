import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { pathOf } from '@/content/registry'
import { editorialFields } from '@/fields/editorial'
import { slug } from '@/fields/slug'
import { contentRevalidation } from '@/hooks/revalidate'
import { previewPath } from '@/lib/preview'

/** Memes: a picture and its words typed out. Same editorial rules as articles. */
export const Memes: CollectionConfig = {
  slug: 'memes',
  labels: { singular: 'Meme', plural: 'Memes' },
  access: {
    read: publishedOrStaff,
    create: contributorDrafts,
    update: contributorDrafts,
    delete: isEditor,
    readVersions: staffVersions,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'image', 'categories', '_status', 'publishedAt'],
    livePreview: { url: ({ data }) => previewPath(pathOf('memes', data)) },
    preview: (data) => previewPath(pathOf('memes', data)),
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
    ...editorialFields,
  ],
  hooks: contentRevalidation('memes'),
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
