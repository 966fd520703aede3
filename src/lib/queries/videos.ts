import 'server-only'

import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'
import { getDocument, newestOfFirstMatch } from '@/lib/queries/documents'
import type { Video } from '@/payload-types'

/** Videos per page of a category's list (?page=N). */
export const VIDEO_PAGE_SIZE = 12

export type VideoListQuery = {
  page?: number
  limit?: number
  /** Videos in any of these categories (a category and its subcategories). */
  categories?: number[]
  /** Only the videos marked trending. */
  trending?: boolean
  /** Only videos in a series (the originals). */
  inSeries?: boolean
}

const published: Where = { _status: { equals: 'published' } }

export const getVideo = (slug: string) => getDocument('videos', slug)
export const getVideoCategory = (slug: string) => getDocument('video-categories', slug)

const idOf = (ref: number | { id: number } | null | undefined) => (typeof ref === 'object' ? ref?.id : ref)

/** Videos, newest first, one page of them. */
export const listVideos = cachedRead(
  'videos',
  async ({ payload }, { page = 1, limit = VIDEO_PAGE_SIZE, categories, trending, inSeries }: VideoListQuery = {}) => {
    const and: Where[] = [published]
    if (categories) and.push({ category: { in: categories } })
    if (trending) and.push({ trending: { equals: true } })
    if (inSeries) and.push({ series: { exists: true } })
    const { docs, totalDocs, totalPages } = await payload.find({
      collection: 'videos',
      where: { and },
      sort: '-publishedAt',
      depth: 1,
      page,
      limit,
    })
    return { docs, totalDocs, totalPages, page }
  },
  ({ categories } = {}) =>
    categories ? categories.map((id) => tags.filter('videos', 'category', id)) : [tags.list('videos')],
)

/** The main video of /videos and the home page: the newest trending video, else the newest. */
export const getMainVideo = cachedRead(
  'video-main',
  ({ payload }) =>
    newestOfFirstMatch(payload, 'videos', [{ and: [published, { trending: { equals: true } }] }, published]),
  () => [tags.list('videos')],
)

/** The newest other videos of the same category. */
export const getRelatedVideos = cachedRead(
  'video-related',
  async ({ payload }, video: Pick<Video, 'id' | 'category'>, limit: number) => {
    const category = idOf(video.category)
    if (!category) return []
    const { docs } = await payload.find({
      collection: 'videos',
      where: { and: [published, { id: { not_equals: video.id } }, { category: { equals: category } }] },
      sort: '-publishedAt',
      depth: 1,
      limit,
      pagination: false,
    })
    return docs
  },
  (video) => {
    const category = idOf(video.category)
    return category ? [tags.filter('videos', 'category', category)] : [tags.list('videos')]
  },
)

/** Every video category, parents first then by title, with its parent's id. */
export const listVideoCategories = cachedRead(
  'video-categories-all',
  async ({ payload }) => {
    const { docs } = await payload.find({
      collection: 'video-categories',
      select: { title: true, slug: true, description: true, parent: true },
      sort: 'title',
      depth: 0,
      pagination: false,
    })
    return docs.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      description: c.description ?? null,
      parent: idOf(c.parent as number | null | undefined) ?? null,
    }))
  },
  () => [tags.list('video-categories')],
)
