import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import type { Post } from '@/payload-types'
import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { mostReadPostIds } from '@/server/post-views'

/** Reads change all the time; an hour-old ranking is fine and keeps the home page cached. */
const RANKING_TTL_S = 3600

async function mostRead(days: number, limit: number): Promise<Post[]> {
  'use cache'
  // Reads are counted all the time and expire nothing: the hour is what keeps the ranking fresh.
  cacheTag(tags.list('posts'))
  cacheLife({ revalidate: RANKING_TTL_S })
  const { payload } = await asVisitor()
  const ids = await mostReadPostIds(payload, days, limit * 2)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: ids.length,
    pagination: false,
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit)
}

export async function getTrending(picks: (number | Post)[] | null | undefined, days: number, limit: number) {
  const picked = (picks ?? []).filter((p): p is Post => typeof p === 'object' && p._status === 'published')
  if (picked.length > 0) return picked.slice(0, limit)
  return mostRead(days, limit)
}
