import { memeLd } from '@/collections/memes/json-ld'
import { summary } from '@/content/summary'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { idsOf } from '@/lib/relation-ids'

/** Memes: /meme/{slug}, listed on /memes and filtered there by category. */
export const memes: ContentTypeDescriptor<'memes'> = {
  collection: 'memes',
  label: { singular: 'meme', plural: 'memes' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/meme/${doc.slug ?? ''}`,
  index: '/memes',
  depth: 1,
  lists: {
    select: { categories: true },
    tags: (meme) => [tags.list('memes'), ...idsOf(meme.categories).map((id) => tags.filter('memes', 'category', id))],
  },
  sitemap: {},
  // A feed here is a document's feed of articles (a category's, an author's); a meme lists nothing.
  // Memes are pictures: readers follow them on the gallery, not in a feed reader.
  feed: null,
  linkable: true,
  savable: {
    kind: 'MEME',
    unavailable: 'This meme is not available to save. It may have been unpublished.',
    select: { title: true, transcript: true, image: true },
    card: (meme) => ({ title: meme.title, excerpt: meme.transcript, image: meme.image }),
  },
  seo: { description: (doc) => summary(doc.transcript) },
  search: {
    kind: 'MEME',
    code: 13,
    words: ['meme'],
    title: 'title',
    fields: ['transcript'],
    image: (meme) => meme.image,
    date: (meme) => meme.publishedAt,
  },
  jsonLd: memeLd,
}
