import 'server-only'

import { tags } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

/** More than a tour plays in a few years; past shows beyond it drop out of the archive. */
export const TOUR_SHOWS_READ = 500

const published = { _status: { equals: 'published' } } as const

/**
 * Every published show, soonest first, with its performers. Which are past, on sale or sold out
 * depends on the time, so that is decided when the page renders (src/lib/tour/status.ts).
 */
export const listTourShows = cachedRead(
  'tour-shows',
  async ({ payload }) => {
    const { docs } = await payload.find({
      collection: 'tour-shows',
      where: published,
      sort: 'startsAt',
      depth: 1,
      limit: TOUR_SHOWS_READ,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
  () => [tags.list('tour-shows')],
)

export const listPerformers = cachedRead(
  'performers',
  async ({ payload }) => {
    const { docs } = await payload.find({
      collection: 'performers',
      where: published,
      sort: ['order', 'name'],
      depth: 1,
      limit: 100,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
  () => [tags.list('performers')],
)

export const listPressArticles = cachedRead(
  'press-articles',
  async ({ payload }) => {
    const { docs } = await payload.find({
      collection: 'press-articles',
      where: published,
      sort: '-date',
      depth: 1,
      limit: 24,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
  () => [tags.press],
)

/** Published testimonials for one place: the tour page, or the rest of the site. */
export const listTestimonials = cachedRead(
  'testimonials',
  async ({ payload }, place: 'tour' | 'site') => {
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { and: [published, { showOn: { in: [place] } }] },
      sort: ['order', '-createdAt'],
      depth: 0,
      limit: 30,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
  (_place) => [tags.testimonials],
)

/** One show by id (its calendar file). */
export const getTourShow = (id: number) => getDocument('tour-shows', id)
