import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getTourShow, listPressArticles, listTestimonials, listTourShows } from '../queries'

export const cacheSamples: CacheSamples = ({ tour: { TS } }) => ({
  'getTourShow(TS)': () => getTourShow(TS.id),
  'listTourShows()': () => listTourShows(),
  'listPressArticles()': () => listPressArticles(),
  'listTestimonials(tour)': () => listTestimonials('tour'),
  'listTestimonials(site)': () => listTestimonials('site'),
})
