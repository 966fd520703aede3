import 'server-only'

import { tags } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import { cachedRead } from '@/lib/queries/cached'

/**
 * Post addresses for the sitemaps. listPosts returns whole documents at depth 1, far too much
 * for tens of thousands of posts: these select only what a <url> needs. Same tag as listPosts.
 */
export const listPostLocations = cachedRead(
  'posts-locations',
  async (_draft, page: number, limit: number) => {
    const { docs } = await (
      await payload()
    ).find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
      sort: 'id', // stable: new posts append to the last file instead of shifting every file
      depth: 0,
      page,
      limit,
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  (_page: number, _limit: number) => [tags.list('posts')],
)

/** How many published posts there are and when the newest change was: the sitemap index's needs. */
export const getPostsSummary = cachedRead(
  'posts-summary',
  async () => {
    const { docs, totalDocs } = await (
      await payload()
    ).find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      select: { updatedAt: true },
      sort: '-updatedAt',
      depth: 0,
      limit: 1,
    })
    const lastmod: string | null = docs.length > 0 ? docs[0].updatedAt : null
    return { total: totalDocs, lastmod }
  },
  () => [tags.list('posts')],
)
