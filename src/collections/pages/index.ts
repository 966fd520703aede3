import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { bodyBlocks } from '@/blocks/registry'
import { pathOf } from '@/content/registry'
import { editorialFields } from '@/fields/editorial'
import { slug } from '@/fields/slug'
import { contentRevalidation } from '@/hooks/revalidate'
import { LAYOUTS } from '@/layouts/names'
import { previewPath } from '@/lib/preview'

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: {
    read: publishedOrStaff,
    create: contributorDrafts,
    update: contributorDrafts,
    delete: isEditor,
    readVersions: staffVersions,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'layout', '_status'],
    livePreview: { url: ({ data }) => previewPath(pathOf('pages', data)) },
    preview: (data) => previewPath(pathOf('pages', data)),
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
  hooks: contentRevalidation('pages'),
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
