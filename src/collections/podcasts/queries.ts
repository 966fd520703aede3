import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument, newestOfFirstMatch } from '@/lib/queries/documents'

const published: Where = { _status: { equals: 'published' } }

export const getShow = (slug: string) => getDocument('podcasts', slug)

/** Every published show, newest first (a site has a handful). */
export async function listShows() {
  'use cache'
  cacheTag(tags.list('podcasts'))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'podcasts',
    where: published,
    sort: '-publishedAt',
    depth: 1,
    pagination: false,
    limit: 100,
  })
  return docs
}

/** The show at the top of /podcasts: the newest featured one, else the newest. */
export async function getFeaturedShow() {
  'use cache'
  cacheTag(tags.list('podcasts'))
  const { payload } = await asVisitor()
  return newestOfFirstMatch(payload, 'podcasts', [{ and: [published, { featured: { equals: true } }] }, published])
}
