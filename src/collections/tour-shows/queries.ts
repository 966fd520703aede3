import 'server-only'

import { cacheTag } from 'next/cache'

import { tags } from '@/lib/cache-tags'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'

/** More than a tour plays in a few years; past shows beyond it drop out of the archive. */
export const TOUR_SHOWS_READ = 500

const published = { _status: { equals: 'published' } } as const

/**
 * Every published show, soonest first, with its performers. Which are past, on sale or sold out
 * depends on the time, so that is decided when the page renders (src/lib/tour/status.ts).
 */
export async function listTourShows() {
  'use cache'
  cacheTag(tags.list('tour-shows'))
  const { payload } = await asVisitor()
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
}

/** The press quotes the tour page shows, newest first. */
export async function listPressArticles() {
  'use cache'
  cacheTag(tags.press)
  const { payload } = await asVisitor()
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
}

/** Published testimonials for one place: the tour page, or the rest of the site. */
export async function listTestimonials(place: 'tour' | 'site') {
  'use cache'
  cacheTag(tags.testimonials)
  const { payload } = await asVisitor()
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
}

/** One show by id (its calendar file). */
export const getTourShow = (id: number) => getDocument('tour-shows', id)
