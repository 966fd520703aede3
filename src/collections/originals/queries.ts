import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

export const getOriginal = (slug: string) => getDocument('originals', slug)

/** Every series, by title. */
export async function listOriginals() {
  'use cache'
  cacheTag(tags.list('originals'))
  const { payload } = await asVisitor()
  return (await payload.find({ collection: 'originals', sort: 'title', depth: 1, limit: 0, pagination: false })).docs
}
