import { comedyEventLd } from '@/collections/tour-shows/json-ld'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/**
 * Comedy-tour shows have no page of their own (the spec has none): a show's address is its
 * anchor on the tour page, and its ComedyEvent is on that page. No sitemap file (an anchor is not
 * a page).
 */
export const tourShows: ContentTypeDescriptor<'tour-shows'> = {
  collection: 'tour-shows',
  label: { singular: 'tour show', plural: 'tour shows' },
  key: 'id',
  pathSelect: {},
  path: (doc) => `/comedy-tour#show-${doc.id ?? ''}`,
  index: '/comedy-tour',
  depth: 1,
  lists: { select: {}, tags: () => [tags.list('tour-shows')] },
  sitemap: null,
  feed: null,
  linkable: false,
  savable: null,
  seo: null,
  search: {
    kind: 'TOUR_SHOW',
    title: 'title',
    fields: ['city', 'venue', 'region', 'lineup', 'note'],
    // The lineup's names.
    depth: 1,
    date: (show) => show.startsAt,
  },
  jsonLd: comedyEventLd,
}
