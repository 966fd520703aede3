import 'server-only'

import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

export const getPage = (slug: string) => getDocument('pages', slug)

export const listPages = cachedRead(
  'pages-all',
  async ({ payload }) =>
    (
      await payload.find({
        collection: 'pages',
        where: { _status: { equals: 'published' } },
        select: { title: true, slug: true, intro: true, updatedAt: true, layout: true },
        sort: 'title',
        limit: 0,
        pagination: false,
      })
    ).docs,
  () => [tags.list('pages')],
)
