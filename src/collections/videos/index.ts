import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { editorialCollection } from '@/collections/editorial'
import { importEndpoint } from '@/collections/videos/import-endpoint'
import { slug } from '@/fields/slug'

/** A video platform's id: 11 letters, digits, "-" or "_" (the part after watch?v=). */
export const PLATFORM_ID = /^[A-Za-z0-9_-]{11}$/

const platformId: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { kind?: string } | undefined)?.kind === 'file') return true
  if (!value) return 'Enter the video’s platform id: the 11 characters after "watch?v=" in its address.'
  if (!PLATFORM_ID.test(value))
    return `"${value}" is not a platform id. An id is exactly 11 letters, digits, "-" or "_" (the part after "watch?v=").`
  return true
}

/** Videos: a platform id or a file of our own, a poster, a category. Same editorial rules as articles. */
export const Videos: CollectionConfig = editorialCollection('videos', {
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    defaultColumns: ['title', 'poster', 'category', 'trending', '_status', 'publishedAt'],
    group: 'Videos',
    components: { beforeListTable: ['/components/admin/video-import#VideoImport'] },
  },
  endpoints: [importEndpoint],
  // _status: lists and links drop related documents that are not public (drafts are never shown).
  defaultPopulate: {
    _status: true,
    title: true,
    slug: true,
    poster: true,
    duration: true,
    description: true,
    publishedAt: true,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'What happens in the video, in a sentence or two. Search and sharing use it.' },
    },
    {
      name: 'source',
      type: 'group',
      admin: {
        description: 'Where the video plays from. Nothing loads from the platform until a visitor presses play.',
      },
      fields: [
        {
          name: 'kind',
          type: 'select',
          // Not required: an update that leaves the source alone need not send it (GraphQL would
          // otherwise demand the whole group). Unset reads as the platform.
          defaultValue: 'platform',
          options: [
            { label: 'Video platform', value: 'platform' },
            { label: 'A file of our own', value: 'file' },
          ],
        },
        {
          name: 'platformId',
          type: 'text',
          label: 'Platform id',
          validate: platformId,
          admin: {
            condition: (_, sibling) => (sibling as { kind?: string }).kind !== 'file',
            description: 'The 11 characters after "watch?v=" in the video’s address.',
          },
        },
        {
          name: 'file',
          type: 'upload',
          relationTo: 'video-files',
          validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
            (siblingData as { kind?: string }).kind !== 'file' || value
              ? true
              : 'Choose the video file (MP4 or WebM), or play the video from the platform instead.',
          admin: { condition: (_, sibling) => (sibling as { kind?: string }).kind === 'file' },
        },
      ],
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The picture shown before the video plays. Its alternative text says what it shows.' },
    },
    {
      name: 'duration',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'Length in seconds.', step: 1 },
    },
    slug(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'video-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'originals',
      admin: { position: 'sidebar', description: 'The original series the video belongs to, if any.' },
    },
    {
      name: 'trending',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown in the trending slider on /videos.' },
    },
  ],
})
