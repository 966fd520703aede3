import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor, previewable, type ReadContext } from '@/lib/queries/cached'
import { readerOf } from '@/lib/previewer'
import type { Episode, EpisodeAudio } from '@/payload-types'

/** Episodes per page of a show's list (?page=N). */
export const EPISODE_PAGE_SIZE = 20

/** A show's episode list orders, as `?sort=` names them (newest is the default, left out). */
export const EPISODE_SORTS = {
  newest: { label: 'Newest', sort: ['-publishedAt', '-id'] },
  oldest: { label: 'Oldest', sort: ['publishedAt', 'id'] },
  'most-played': { label: 'Most played', sort: ['-plays', '-publishedAt'] },
  longest: { label: 'Longest', sort: ['-duration', '-publishedAt'] },
} as const

export type EpisodeSort = keyof typeof EPISODE_SORTS

export const isEpisodeSort = (value: unknown): value is EpisodeSort =>
  typeof value === 'string' && Object.hasOwn(EPISODE_SORTS, value)

const published: Where = { _status: { equals: 'published' } }
/** Episodes visitors may hear: published, of a published show. */
const audible: Where = { and: [published, { 'show._status': { equals: 'published' } }] }

export type EpisodeListQuery = { show?: number; sort?: EpisodeSort; page?: number; limit?: number; not?: number }

/** Published episodes of published shows, of one show or all, in one of the list orders. */
export async function listEpisodes({
  show,
  sort = 'newest',
  page = 1,
  limit = EPISODE_PAGE_SIZE,
  not,
}: EpisodeListQuery = {}) {
  'use cache'
  cacheTag(show === undefined ? tags.list('episodes') : tags.filter('episodes', 'show', show))
  // Plays change the "most played" orders without expiring anything: an hour at most.
  cacheLife({ revalidate: 3600 })
  const { payload } = await asVisitor()
  const and: Where[] = [audible]
  if (show !== undefined) and.push({ show: { equals: show } })
  if (not !== undefined) and.push({ id: { not_equals: not } })
  const { docs, totalDocs, totalPages } = await payload.find({
    collection: 'episodes',
    where: { and },
    sort: [...EPISODE_SORTS[sort].sort],
    depth: 1,
    page,
    limit,
  })
  return { docs, totalDocs, totalPages, page }
}

async function readEpisode({ payload, draft, previewer }: ReadContext, showSlug: string, slug: string) {
  const { docs } = await payload.find({
    collection: 'episodes',
    where: { and: [{ slug: { equals: slug } }, { 'show.slug': { equals: showSlug } }, ...(draft ? [] : [audible])] },
    draft,
    ...readerOf(previewer, { overrideAccess: true }),
    depth: 2,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

async function cachedEpisode(showSlug: string, slug: string) {
  'use cache'
  cacheTag(tags.doc('episodes', slug), tags.doc('podcasts', showSlug))
  return readEpisode(await asVisitor(), showSlug, slug)
}

/**
 * One episode by its show's slug and its own, when both are published (or an editor previews),
 * with its show's cover and its audio file: the audio documents are the team's to read, and the
 * file is what a published episode offers (src/access/file-of-published.ts).
 */
export const getEpisode = previewable(readEpisode, cachedEpisode)

export type FeedEpisode = Episode & { audio: EpisodeAudio }

/** Every published episode of a show, newest first, with its audio file: the podcast feed. */
export async function listFeedEpisodes(show: number) {
  'use cache'
  cacheTag(tags.filter('episodes', 'show', show))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'episodes',
    where: { and: [published, { show: { equals: show } }] },
    sort: ['-publishedAt', '-id'],
    depth: 1,
    pagination: false,
    limit: 1000,
  })
  return docs.filter((e): e is FeedEpisode => typeof e.audio === 'object' && e.audio !== null)
}
