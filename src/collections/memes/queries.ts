import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'
import type { Meme } from '@/payload-types'

/** Memes per "Load more": the gallery's page size, on the server and in the browser. */
export const MEME_PAGE_SIZE = 12

/** How many pages of the gallery one address renders at most (`?page=N` shows N-9..N). */
export const MEME_PAGES_AT_ONCE = 10

export type MemeListQuery = {
  page?: number
  category?: number
}

const published: Where = { _status: { equals: 'published' } }

export const getMeme = (slug: string) => getDocument('memes', slug)

/**
 * One page of the gallery, newest first. Cached per page, so that what an address may make the
 * server read and keep is bounded by the page size, whatever `?page=` says.
 */
export async function listMemes({ page = 1, category }: MemeListQuery = {}) {
  'use cache'
  cacheTag(category !== undefined ? tags.filter('memes', 'category', category) : tags.list('memes'))
  const { payload } = await asVisitor()
  const and: Where[] = [published]
  if (category !== undefined) and.push({ categories: { in: [category] } })
  const { docs, hasNextPage } = await payload.find({
    collection: 'memes',
    where: { and },
    // The order "Load more" asks GraphQL for; the adapter breaks ties by creation time in both.
    sort: '-publishedAt',
    depth: 1,
    page,
    limit: MEME_PAGE_SIZE,
  })
  return { docs, hasMore: hasNextPage }
}

type Neighbour = Pick<Meme, 'id' | 'title' | 'slug'>

/** The memes published just before and just after this one. */
export async function getMemeNeighbours(meme: Pick<Meme, 'id' | 'publishedAt'>) {
  'use cache'
  cacheTag(tags.list('memes'))
  const { payload } = await asVisitor()
  const at = meme.publishedAt ?? new Date(0).toISOString()
  const one = async (op: 'greater_than' | 'less_than', sort: string) => {
    const { docs } = await payload.find({
      collection: 'memes',
      where: { and: [published, { id: { not_equals: meme.id } }, { publishedAt: { [op]: at } }] },
      select: { title: true, slug: true },
      sort,
      depth: 0,
      limit: 1,
      pagination: false,
    })
    return (docs[0] as Neighbour | undefined) ?? null
  }
  const [newer, older] = await Promise.all([one('greater_than', 'publishedAt'), one('less_than', '-publishedAt')])
  return { newer, older }
}

/** The newest other memes that share a category. */
export async function getRelatedMemes(meme: Pick<Meme, 'id' | 'categories'>, limit: number) {
  'use cache'
  const categoryIds = (meme.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  cacheTag(...categoryIds.map((id) => tags.filter('memes', 'category', id)))
  if (categoryIds.length === 0) return []
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'memes',
    where: { and: [published, { id: { not_equals: meme.id } }, { categories: { in: categoryIds } }] },
    sort: '-publishedAt',
    depth: 1,
    limit,
    pagination: false,
  })
  return docs
}

/** The categories the gallery can be filtered by: those of at least one published meme. */
export async function listMemeCategories() {
  'use cache'
  cacheTag(tags.list('memes'), tags.list('categories'))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'memes',
    where: published,
    select: { categories: true },
    depth: 0,
    pagination: false,
  })
  const ids = [...new Set(docs.flatMap((m) => (m.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))))]
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'categories',
    where: { id: { in: ids } },
    select: { title: true, slug: true },
    sort: 'title',
    depth: 0,
    pagination: false,
  })
  return found.docs
}
