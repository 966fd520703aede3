import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

const ENDED = new Date(0).toISOString()

/** Giveaways: /giveaway-old/{slug}, listed on /giveaways. */
export const giveaways: ContentTypeDescriptor<'giveaways'> = {
  collection: 'giveaways',
  label: { singular: 'giveaway', plural: 'giveaways' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/giveaway-old/${doc.slug ?? ''}`,
  index: '/giveaways',
  // The picture and the entry form.
  depth: 1,
  // One list (open, upcoming, past): its order comes from the dates, read when it is shown.
  lists: { select: {}, tags: () => [tags.list('giveaways')] },
  sitemap: {},
  feed: null,
  linkable: true,
  savable: {
    kind: 'GIVEAWAY',
    unavailable: 'This giveaway is not available to save. It may have been unpublished.',
    select: { title: true, prize: true, image: true },
    card: (giveaway) => ({ title: giveaway.title, excerpt: giveaway.prize, image: giveaway.image }),
  },
  seo: { description: (doc) => (doc.prize ? `Win ${doc.prize}.` : '') },
  search: {
    kind: 'GIVEAWAY',
    code: 7,
    words: ['giveaway', 'contest', 'competition', 'prize'],
    title: 'title',
    fields: ['prize', 'eligibility'],
    image: (giveaway) => giveaway.image,
    date: (giveaway) => giveaway.startsAt,
    // A disabled giveaway takes no entries, whatever its dates say: it ended long ago.
    endsAt: (giveaway) => (giveaway.disabled ? ENDED : giveaway.endsAt),
  },
  // No schema.org type fits a prize draw (an Event would promise a time and a place).
  jsonLd: null,
}
