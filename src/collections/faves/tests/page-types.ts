import { apiDocs } from '../../../../tests/e2e/support/content'
import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** Faves of the day: today's and an earlier day's. */
export const pageTypes: PageType[] = [
  { name: 'faves of the day /faves-of-the-day', status: 200, path: fixed('/faves-of-the-day') },
  {
    name: 'faves of an earlier day',
    status: 200,
    path: async (request) => {
      const today = new Date().toISOString().slice(0, 10) // the e2e server's time zone is UTC
      const days = await apiDocs(request, 'faves', { sort: '-slug', limit: '2', 'where[slug][less_than_equal]': today })
      if (!days[1]) throw new Error('the seed has fewer than two faves days')
      return `/faves-of-the-day/${days[1].slug}`
    },
  },
]
