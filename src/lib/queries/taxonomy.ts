import 'server-only'

import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

const all = <C extends 'categories' | 'originals' | 'authors'>(collection: C, sort: string) =>
  cachedRead(
    `${collection}-all`,
    async ({ payload }) => (await payload.find({ collection, sort, depth: 1, limit: 0, pagination: false })).docs,
    () => [tags.list(collection)],
  )

export const getCategory = (slug: string) => getDocument('categories', slug)
export const getOriginal = (slug: string) => getDocument('originals', slug)
export const getAuthor = (id: number | string) => getDocument('authors', id)
export const listCategories = all('categories', 'title')
export const listOriginals = all('originals', 'title')
export const listAuthors = all('authors', 'name')
