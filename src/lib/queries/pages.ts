import 'server-only'

import { tags } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import { cachedRead } from '@/lib/queries/cached'

export const getPage = cachedRead(
  'page',
  async (draft, slug: string) => {
    const { docs } = await (
      await payload()
    ).find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      draft,
      overrideAccess: draft,
      depth: 2,
      limit: 1,
      pagination: false,
    })
    return docs[0] ?? null
  },
  (slug) => [tags.doc('pages', slug)],
)

export const listPages = cachedRead(
  'pages-all',
  async () =>
    (
      await (
        await payload()
      ).find({
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
