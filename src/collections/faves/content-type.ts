import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Faves of the day: one document per day, at /faves-of-the-day/{yyyy-mm-dd}; the index shows today's. */
export const faves: ContentTypeDescriptor<'faves'> = {
  collection: 'faves',
  label: { singular: 'faves day', plural: 'faves days' },
  // The day, yyyy-mm-dd, is the address.
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/faves-of-the-day/${doc.slug ?? ''}`,
  index: '/faves-of-the-day',
  // The thumbnails and the face's photo.
  depth: 1,
  // The index and the archive list every day.
  lists: { select: {}, tags: () => [tags.list('faves')] },
  sitemap: {},
  feed: null,
  // A day is reached from the index and its archive; menus link to /faves-of-the-day itself.
  linkable: false,
  savable: null,
  seo: {
    description: (doc) =>
      doc.face?.name ? `Today’s picks from Instagram and TikTok, and ${doc.face.name}’s story.` : '',
  },
  search: {
    kind: 'FAVES_DAY',
    code: 6,
    words: ['fave'],
    title: 'title',
    fields: ['face.name', 'face.story', 'items.creator', 'items.caption', 'questions.title', 'questions.body'],
    image: (day) => day.face?.photo,
    date: (day) => day.slug,
    // Public once its date has come in the site's time zone (publishedDayOrStaff).
    visibleFromDay: (day) => day.slug,
  },
  jsonLd: null,
}
