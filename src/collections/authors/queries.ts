import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

export const getAuthor = (id: number | string) => getDocument('authors', id)

/** Every author, by name. */
export async function listAuthors() {
  'use cache'
  cacheTag(tags.list('authors'))
  const { payload } = await asVisitor()
  return (await payload.find({ collection: 'authors', sort: 'name', depth: 1, limit: 0, pagination: false })).docs
}
