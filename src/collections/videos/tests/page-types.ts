import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Videos: the index and one video. */
export const pageTypes: PageType[] = [
  { name: 'videos /videos', status: 200, path: fixed('/videos') },
  {
    name: 'video',
    status: 200,
    path: async (request) => `/video/${(await first(request, 'videos', { sort: '-publishedAt' })).slug}`,
  },
]
