import 'server-only'

import type { Metadata } from 'next'

import { getGlobal } from '@/lib/queries/globals'
import { pageMetadata } from '@/lib/seo/metadata'
import type { TourView } from '@/lib/tour/view'

/**
 * Both tour routes show the same page, so both name /comedy-tour as canonical. Two views name their
 * own address, as they list other shows: the archive, and every upcoming date (`?shows=all`, where
 * search engines find the ComedyEvent of each show; /comedy-tour lists the first months). Filters,
 * "near me" and more dates are views of the same list.
 */
export async function tourMetadata(view: TourView): Promise<Metadata> {
  const tour = await getGlobal('tour')
  const allDates = !view.archive && view.shows === 'all'
  return pageMetadata({
    title: view.archive
      ? `${tour.name}: past shows`
      : `${tour.name}: ${allDates ? 'all tour dates' : 'comedy tour dates'} and tickets`,
    description: tour.tagline || `Stand-up comedy by teachers, on tour: dates, tickets and the performers.`,
    image: tour.hero?.image,
    path: view.archive ? '/comedy-tour?view=archive' : allDates ? '/comedy-tour?shows=all' : '/comedy-tour',
  })
}
