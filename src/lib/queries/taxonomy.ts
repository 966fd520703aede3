import 'server-only'

import { tags } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import { cachedRead } from '@/lib/queries/cached'

const bySlug = <C extends 'categories' | 'originals'>(collection: C) =>
  cachedRead(
    collection,
    async (_draft, slug: string) => {
      const { docs } = await (
        await payload()
      ).find({
        collection,
        where: { slug: { equals: slug } },
        depth: 1,
        limit: 1,
        pagination: false,
      })
      return docs[0] ?? null
    },
    (slug) => [tags.doc(collection, slug)],
  )

const all = <C extends 'categories' | 'originals' | 'authors'>(collection: C, sort: string) =>
  cachedRead(
    `${collection}-all`,
    async () => (await (await payload()).find({ collection, sort, depth: 1, limit: 0, pagination: false })).docs,
    () => [tags.list(collection)],
  )

export const getCategory = bySlug('categories')
export const getOriginal = bySlug('originals')
export const listCategories = all('categories', 'title')
export const listOriginals = all('originals', 'title')
export const listAuthors = all('authors', 'name')

export const getAuthor = cachedRead(
  'author',
  async (_draft, id: number | string) => {
    const { docs } = await (
      await payload()
    ).find({
      collection: 'authors',
      where: { id: { equals: id } },
      depth: 1,
      limit: 1,
      pagination: false,
    })
    return docs[0] ?? null
  },
  (id) => [tags.doc('authors', id)],
)
