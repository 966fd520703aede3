import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import type { PostFilter } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'
import type { Post } from '@/payload-types'

export const PAGE_SIZE = 12

export type PostListQuery = {
  page?: number
  limit?: number
  by?: PostFilter
  id?: number | string
  sponsored?: boolean
}

const FIELD: Record<PostFilter, string> = { category: 'categories', author: 'authors', original: 'original' }

export const getPost = (slug: string) => getDocument('posts', slug)

/**
 * Published articles, one page of them: all, or by one category, author or series. Newest first,
 * except a series: its parts read in order, oldest first.
 */
export async function listPosts({ page = 1, limit = PAGE_SIZE, by, id, sponsored }: PostListQuery = {}) {
  'use cache'
  cacheTag(by && id !== undefined ? tags.filter('posts', by, id) : tags.list('posts'))
  const { payload } = await asVisitor()
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (by && id !== undefined) and.push({ [FIELD[by]]: by === 'original' ? { equals: id } : { in: [id] } })
  if (sponsored !== undefined) and.push({ sponsored: { equals: sponsored } })
  return payload.find({
    collection: 'posts',
    where: { and },
    sort: by === 'original' ? 'publishedAt' : '-publishedAt',
    depth: 1,
    page,
    limit,
  })
}

export type SeriesPart = Pick<Post, 'id' | 'slug' | 'title'>

/** Every published part of a series, first to last: what numbers a part and links its neighbours. */
export async function listSeriesParts(seriesId: number): Promise<SeriesPart[]> {
  'use cache'
  cacheTag(tags.filter('posts', 'original', seriesId))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ _status: { equals: 'published' } }, { original: { equals: seriesId } }] },
    sort: 'publishedAt',
    select: { slug: true, title: true },
    depth: 0,
    pagination: false,
  })
  return docs.map(({ id, slug, title }) => ({ id, slug, title }))
}

/** Picked related articles, else the newest that share a category. */
export async function getRelated(post: Pick<Post, 'id' | 'relatedPosts' | 'categories'>, limit: number) {
  'use cache'
  const categoryIds = (post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  cacheTag(...categoryIds.map((id) => tags.filter('posts', 'category', id)))
  const picked = (post.relatedPosts ?? []).filter((p): p is Post => typeof p === 'object' && p._status === 'published')
  if (picked.length > 0) return picked.slice(0, limit)
  if (categoryIds.length === 0) return []
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'posts',
    where: {
      and: [{ _status: { equals: 'published' } }, { id: { not_equals: post.id } }, { categories: { in: categoryIds } }],
    },
    sort: '-publishedAt',
    depth: 1,
    limit,
    pagination: false,
  })
  return docs
}
