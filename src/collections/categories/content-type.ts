import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Article categories: /category/{slug}, each with its articles' feed. */
export const categories: ContentTypeDescriptor<'categories'> = {
  collection: 'categories',
  label: { singular: 'category', plural: 'categories' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/category/${doc.slug ?? ''}`,
  index: '/category',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('categories')] },
  // /category/originals (every series) is a category screen too.
  sitemap: { extra: [{ path: '/category/originals', datedBy: { types: ['originals'] } }] },
  feed: {
    kind: 'category',
    channel: (category, brand) => ({
      title: `${category.title} | ${brand}`,
      description: category.description || `The latest ${category.title} articles from ${brand}.`,
    }),
    items: { type: 'posts', by: 'category' },
  },
  linkable: true,
  savable: null,
  seo: null,
  search: null,
  jsonLd: null,
}
