import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { pathOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { editorialFields } from '@/fields/editorial'
import { contentRevalidation } from '@/hooks/revalidate-on-change'
import { previewPath } from '@/lib/preview'

type Editorial = Omit<CollectionConfig, 'slug' | 'access' | 'hooks' | 'versions' | 'admin'> & {
  admin: Omit<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview' | 'useAsTitle'>
}

/**
 * A content type that editors publish (articles, pages, memes, …): the same workflow everywhere.
 * Contributors write drafts of their own and never touch what went public; editors publish and
 * delete; visitors read what is published; versions are staff only. Drafts autosave and may be
 * scheduled, the preview opens the document's own address, and every public change revalidates
 * what shows it. The type brings its fields; the bookkeeping fields (who, when) are added last.
 */
export function editorialCollection(type: ContentType, config: Editorial): CollectionConfig {
  return {
    ...config,
    slug: type,
    access: {
      read: publishedOrStaff,
      create: contributorDrafts,
      update: contributorDrafts,
      delete: isEditor,
      readVersions: staffVersions,
    },
    admin: {
      useAsTitle: 'title',
      ...config.admin,
      // A scheduled draft says when it goes live, beside its status.
      defaultColumns: config.admin.defaultColumns?.flatMap((column) =>
        column === '_status' ? ['_status', 'schedule'] : [column],
      ),
      livePreview: { url: ({ data }) => previewPath(pathOf(type, data)) },
      preview: (data) => previewPath(pathOf(type, data)),
    },
    fields: [...config.fields, ...editorialFields],
    hooks: contentRevalidation(type),
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  }
}
