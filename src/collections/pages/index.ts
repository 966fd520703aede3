import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { bodyBlocks } from '@/blocks/body-blocks'
import { editorialFields } from '@/fields/editorial'
import { slug } from '@/fields/slug'
import { revalidateDocument } from '@/hooks/revalidate'
import { LAYOUTS } from '@/layouts/names'
import { previewPath } from '@/lib/preview'
import { paths } from '@/lib/paths'

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: publishedOrStaff, create: contributorDrafts, update: contributorDrafts, delete: isEditor },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'layout', '_status'],
    livePreview: { url: ({ data }) => previewPath(paths.page(String(data?.slug ?? ''))) },
    preview: (data) => previewPath(paths.page(String(data?.slug ?? ''))),
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
    ...editorialFields,
  ],
  hooks: { afterChange: [revalidateDocument('pages')], afterDelete: [revalidateDocument('pages')] },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
