import { comedyEventLd } from '@/collections/tour-shows/json-ld'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { endOf } from '@/lib/tour/status'

const ENDED = new Date(0).toISOString()

/**
 * Comedy-tour shows have no page of their own: a show's address is its anchor on the tour page,
 * and its ComedyEvent is on that page. No sitemap file (an anchor is not a page).
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
    code: 9,
    words: ['tour', 'show', 'gig', 'ticket'],
    // "Teachers Do Stand-Up — 35 dates", from "Teachers Do Stand-Up: Miami".
    family: (count, title) => `${title.split(': ')[0]} — ${count} ${count === 1 ? 'date' : 'dates'}`,
    title: 'title',
    fields: ['city', 'venue', 'region', 'lineup', 'note'],
    // The lineup's names.
    depth: 1,
    date: (show) => show.startsAt,
    endsAt: (show) => {
      if (show.showStatus === 'cancelled') return ENDED
      // A postponed show without a new date is still to come.
      return show.showStatus === 'postponed' && !show.newDate ? null : new Date(endOf(show)).toISOString()
    },
  },
  jsonLd: comedyEventLd,
}
