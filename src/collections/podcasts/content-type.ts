import { podcastSeriesLd } from '@/collections/podcasts/json-ld'
import { summary } from '@/content/summary'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Podcast shows: /podcast/{slug}, listed on /podcasts, each with a podcast RSS feed. */
export const podcasts: ContentTypeDescriptor<'podcasts'> = {
  collection: 'podcasts',
  label: { singular: 'podcast show', plural: 'podcast shows' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/podcast/${doc.slug ?? ''}`,
  index: '/podcasts',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('podcasts')] },
  sitemap: {},
  // `feed` is a document's feed of articles. A show's podcast feed, of its episodes, is its own
  // route (/feeds/podcast/{slug}.xml, src/lib/seo/podcast-feed.ts): podcast apps need the itunes tags.
  feed: null,
  linkable: true,
  savable: null,
  seo: { description: (doc) => summary(doc.description) },
  search: {
    kind: 'SHOW',
    code: 11,
    words: ['podcast'],
    title: 'title',
    fields: ['description', 'hosts.name'],
    image: (show) => show.cover,
    date: (show) => show.publishedAt,
  },
  jsonLd: podcastSeriesLd,
}
