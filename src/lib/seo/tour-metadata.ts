import 'server-only'

import type { Metadata } from 'next'

import { getGlobal } from '@/lib/queries/globals'
import { pageMetadata } from '@/lib/seo/metadata'
import type { TourView } from '@/lib/tour/view'

/**
 * Both tour routes show the same page, so both name /comedy-tour as canonical (the archive names
 * its own address: it lists other shows). Filters and "near me" are views of the same list.
 */
export async function tourMetadata(view: TourView): Promise<Metadata> {
  const tour = await getGlobal('tour')
  return pageMetadata({
    title: view.archive ? `${tour.name}: past shows` : `${tour.name}: comedy tour dates and tickets`,
    description: tour.tagline || `Stand-up comedy by teachers, on tour: dates, tickets and the performers.`,
    image: tour.hero?.image,
    path: view.archive ? '/comedy-tour?view=archive' : '/comedy-tour',
  })
}
