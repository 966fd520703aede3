import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
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
export async function listVideos({
  page = 1,
  limit = VIDEO_PAGE_SIZE,
  categories,
  trending,
  inSeries,
}: VideoListQuery = {}) {
  'use cache'
  cacheTag(...(categories ? categories.map((id) => tags.filter('videos', 'category', id)) : [tags.list('videos')]))
  const { payload } = await asVisitor()
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
}

/** The main video of /videos and the home page: the newest trending video, else the newest. */
export async function getMainVideo() {
  'use cache'
  cacheTag(tags.list('videos'))
  const { payload } = await asVisitor()
  return newestOfFirstMatch(payload, 'videos', [{ and: [published, { trending: { equals: true } }] }, published])
}

/** The newest other videos of the same category. */
export async function getRelatedVideos(video: Pick<Video, 'id' | 'category'>, limit: number) {
  'use cache'
  const category = idOf(video.category)
  cacheTag(category ? tags.filter('videos', 'category', category) : tags.list('videos'))
  if (!category) return []
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'videos',
    where: { and: [published, { id: { not_equals: video.id } }, { category: { equals: category } }] },
    sort: '-publishedAt',
    depth: 1,
    limit,
    pagination: false,
  })
  return docs
}

/** Every video category, parents first then by title, with its parent's id. */
export async function listVideoCategories() {
  'use cache'
  cacheTag(tags.list('video-categories'))
  const { payload } = await asVisitor()
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
}
