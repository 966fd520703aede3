import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Tour performers: like shows, an anchor on the tour page (`/comedy-tour#performer-{slug}`). */
export const performers: ContentTypeDescriptor<'performers'> = {
  collection: 'performers',
  label: { singular: 'performer', plural: 'performers' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/comedy-tour#performer-${doc.slug ?? ''}`,
  index: '/comedy-tour',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('performers')] },
  sitemap: null,
  feed: null,
  linkable: false,
  savable: null,
  seo: null,
  search: {
    kind: 'PERFORMER',
    code: 8,
    words: ['performer', 'comedian'],
    title: 'name',
    fields: ['role', 'bio'],
    image: (performer) => performer.photo,
  },
  // The tour page names them inside each show's ComedyEvent.
  jsonLd: null,
}
