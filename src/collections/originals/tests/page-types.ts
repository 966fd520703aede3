import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Original series: one, and both indexes. */
export const pageTypes: PageType[] = [
  {
    name: 'original series',
    status: 200,
    path: async (request) => `/original/${(await first(request, 'originals')).slug}`,
  },
  { name: 'originals index /original', status: 200, path: fixed('/original') },
  { name: 'originals index /category/originals', status: 200, path: fixed('/category/originals') },
]
