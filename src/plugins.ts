import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { isEditor } from '@/access/is-editor'
import { revalidateDocument } from '@/hooks/revalidate'

export const plugins: Plugin[] = [
  redirectsPlugin({
    collections: ['pages', 'posts', 'categories', 'originals'],
    redirectTypes: ['301', '302'],
    redirectTypeFieldOverride: {
      defaultValue: '302',
      admin: { description: '302 (temporary) unless the move is permanent.' },
    },
    overrides: {
      access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
      admin: { group: 'Settings', defaultColumns: ['from', 'to.type', 'type'] },
      hooks: {
        afterChange: [revalidateDocument('redirects')],
        afterDelete: [revalidateDocument('redirects')],
      },
    },
  }),
  nestedDocsPlugin({
    collections: ['categories'],
    generateLabel: (_, doc) => String(doc.title),
    generateURL: (docs) => `/category/${docs.at(-1)?.slug ?? ''}`,
  }),
  seoPlugin({
    collections: ['posts', 'pages'],
    uploadsCollection: 'media',
    generateTitle: ({ doc }) => String(doc?.title ?? ''),
    generateDescription: ({ doc }) => String((doc as { excerpt?: string })?.excerpt ?? ''),
  }),
]
