import { apiDocs } from '../../../../tests/e2e/support/content'
import { first, type PageType } from '../../../../tests/e2e/support/page-type'

/** A podcast episode. */
export const pageTypes: PageType[] = [
  {
    name: 'podcast episode',
    status: 200,
    path: async (request) => {
      const [show] = await apiDocs(request, 'podcasts', { 'where[slug][equals]': 'the-staffroom-kettle' })
      const episode = await first(request, 'episodes', { 'where[show][equals]': String(show.id) })
      return `/podcast/the-staffroom-kettle/${episode.slug}`
    },
  },
]
