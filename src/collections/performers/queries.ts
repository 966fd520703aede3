import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'

/** The published performers, in the editors' order. */
export async function listPerformers() {
  'use cache'
  cacheTag(tags.list('performers'))
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'performers',
    where: { _status: { equals: 'published' } },
    sort: ['order', 'name'],
    depth: 1,
    limit: 100,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}
