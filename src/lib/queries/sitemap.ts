import 'server-only'

import { cacheTag } from 'next/cache'

import type { ContentType, PathDoc } from '@/content/types'
import { descriptorOf } from '@/content/registry'
import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { publicWhere } from '@/lib/queries/documents'

export type Location = PathDoc & { updatedAt: string }

/**
 * One page of a type's public addresses for the sitemaps: only the fields its path needs (list
 * reads return whole documents, far too much for tens of thousands of posts). Read as a visitor
 * (`overrideAccess: false`): a type's read rule may hide more than drafts (a faves day before its
 * date), and a sitemap must not announce what its page would answer 404 to.
 */
export async function listLocations(type: ContentType, page: number, limit: number) {
  'use cache'
  cacheTag(tags.list(type))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: type,
    where: publicWhere(payload, type),
    select: { ...descriptorOf(type).pathSelect, updatedAt: true },
    sort: 'id', // stable: new documents append to the last file instead of shifting every file
    depth: 1,
    page,
    limit,
    overrideAccess: false,
  })
  return docs
}

/** How many public documents a type has and when the newest change was: the sitemap index's needs. */
export async function getSummary(type: ContentType) {
  'use cache'
  cacheTag(tags.list(type))
  const { payload } = await asVisitor()
  const { docs, totalDocs } = await payload.find({
    collection: type,
    where: publicWhere(payload, type),
    select: { updatedAt: true },
    sort: '-updatedAt',
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  const lastmod: string | null = docs.length > 0 ? (docs[0] as { updatedAt: string }).updatedAt : null
  return { total: totalDocs, lastmod }
}
