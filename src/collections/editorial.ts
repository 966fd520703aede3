import type { CollectionConfig } from 'payload'

import { contributorDrafts } from '@/access/contributor-drafts'
import { isEditor } from '@/access/is-editor'
import { publishedOrStaff } from '@/access/published-or-staff'
import { staffVersions } from '@/access/staff-versions'
import { blankField, blankFilter, discardBlankEndpoint, sweepBlankDrafts } from '@/collections/blank-drafts'
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
  const titleField = (config.admin as { useAsTitle?: string }).useAsTitle ?? 'title'
  const hooks = contentRevalidation(type)
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
      // "Create New" makes a draft at once: one left untouched is hidden, then discarded (blank-drafts.ts).
      baseFilter: blankFilter,
      components: {
        ...config.admin.components,
        edit: {
          ...config.admin.components?.edit,
          PublishButton: '/components/admin/publish-button.client#PublishButton',
          beforeDocumentControls: [
            ...(config.admin.components?.edit?.beforeDocumentControls ?? []),
            '/components/admin/discard-blank.client#DiscardBlank',
          ],
        },
      },
    },
    endpoints: [...(config.endpoints || []), discardBlankEndpoint],
    fields: [...config.fields, ...editorialFields, blankField(titleField)],
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ operation, req }) => {
          if (operation === 'create') await sweepBlankDrafts(req, type)
        },
      ],
    },
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  }
}
