import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Articles: one, and the index and its second page. */
export const pageTypes: PageType[] = [
  {
    name: 'article',
    status: 200,
    path: async (request) => `/post/${(await first(request, 'posts', { sort: 'publishedAt' })).slug}`,
  },
  { name: 'articles index /post', status: 200, path: fixed('/post') },
  { name: 'articles index, page 2', status: 200, path: fixed('/post?page=2') },
]
