import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Video categories: /video-category/{slug}, with their subcategories and videos. */
export const videoCategories: ContentTypeDescriptor<'video-categories'> = {
  collection: 'video-categories',
  label: { singular: 'video category', plural: 'video categories' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/video-category/${doc.slug ?? ''}`,
  index: '/videos',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('video-categories')] },
  sitemap: {},
  // A feed here is a document's feed of articles; a video category lists videos.
  feed: null,
  linkable: true,
  savable: null,
  seo: null,
  search: null,
  jsonLd: null,
}
