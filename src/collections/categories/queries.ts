import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

export const getCategory = (slug: string) => getDocument('categories', slug)

/** Every category, by title. */
export async function listCategories() {
  'use cache'
  cacheTag(tags.list('categories'))
  const { payload } = await asVisitor()
  return (await payload.find({ collection: 'categories', sort: 'title', depth: 1, limit: 0, pagination: false })).docs
}
