import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Original series: /original/{slug}, all of them at /category/originals, each with a feed. */
export const originals: ContentTypeDescriptor<'originals'> = {
  collection: 'originals',
  label: { singular: 'original series', plural: 'original series' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/original/${doc.slug ?? ''}`,
  index: '/category/originals',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('originals')] },
  sitemap: {},
  feed: {
    kind: 'original',
    channel: (series, brand) => ({
      title: `${series.title} | ${brand}`,
      description: series.description || series.tagline || `${series.title}, a ${brand} original series.`,
    }),
    items: { type: 'posts', by: 'original' },
  },
  linkable: true,
  savable: null,
  seo: null,
  search: null,
  jsonLd: null,
}
