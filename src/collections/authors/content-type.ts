import { personLd } from '@/collections/authors/json-ld'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Public author profiles, addressed by id: /author/{id}, each with a feed of their articles. */
export const authors: ContentTypeDescriptor<'authors'> = {
  collection: 'authors',
  label: { singular: 'author', plural: 'authors' },
  key: 'id',
  pathSelect: {},
  path: (doc) => `/author/${doc.id ?? ''}`,
  index: '/author',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('authors')] },
  sitemap: {},
  feed: {
    kind: 'author',
    channel: (author, brand) => ({
      title: `${author.name} | ${brand}`,
      description: author.bio || `The latest articles by ${author.name} on ${brand}.`,
    }),
    items: { type: 'posts', by: 'author' },
  },
  linkable: false,
  savable: null,
  seo: null,
  search: null,
  jsonLd: personLd,
}
