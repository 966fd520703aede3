import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { anyone } from '@/access/anyone'
import { formsPlugin } from '@/collections/forms/plugin'
import { rowLabelsPlugin } from '@/components/admin/row-labels'
import { isEditor } from '@/access/is-editor'
import { CONTENT_TYPES, contentTypes, descriptorOf, isContentType, LINKABLE, pathOf } from '@/content/registry'
import { restLimits } from '@/hooks/rest-limits'
import { freshRowIdsPlugin } from '@/hooks/row-ids'
import { revalidation } from '@/hooks/revalidate-on-change'
import { takeOverMediaPlugin } from '@/hooks/take-over-media'
import { tags } from '@/lib/cache-tags'
import { safeUploads } from '@/server/safe-uploads'
import { searchIndexPlugin } from '@/server/search/hooks'

export const plugins: Plugin[] = [
  redirectsPlugin({
    // A redirect may lead to any document a CMS link may point at.
    collections: LINKABLE,
    redirectTypes: ['301', '302'],
    redirectTypeFieldOverride: {
      defaultValue: '302',
      admin: { description: '302 (temporary) unless the move is permanent.' },
    },
    overrides: {
      access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
      admin: { group: 'Settings', defaultColumns: ['from', 'to.type', 'type'] },
      hooks: revalidation('redirects', () => [tags.redirects]),
    },
  }),
  nestedDocsPlugin({
    collections: ['categories', 'video-categories'],
    generateLabel: (_, doc) => String(doc.title),
    generateURL: (docs, _doc, collection) =>
      pathOf(collection.slug === 'video-categories' ? 'video-categories' : 'categories', docs.at(-1) ?? {}),
  }),
  seoPlugin({
    collections: CONTENT_TYPES.filter((type) => contentTypes[type].seo),
    uploadsCollection: 'media',
    generateTitle: ({ doc }) => String((doc as { title?: string })?.title ?? ''),
    // Each type says what describes it (an article's excerpt, a meme's words): its descriptor's seo.
    generateDescription: ({ collectionConfig, doc }) => {
      const slug = collectionConfig?.slug ?? ''
      const seo = isContentType(slug) ? descriptorOf(slug).seo : null
      return seo ? seo.description((doc ?? {}) as never) : ''
    },
  }),
  formsPlugin,
  searchIndexPlugin,
  // Last: they see, bound and harden every collection and global, the plugins' too.
  restLimits,
  safeUploads,
  takeOverMediaPlugin,
  freshRowIdsPlugin,
  rowLabelsPlugin,
]
