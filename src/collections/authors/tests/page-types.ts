import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Authors: one, and the index. */
export const pageTypes: PageType[] = [
  { name: 'author', status: 200, path: async (request) => `/author/${(await first(request, 'authors')).id}` },
  { name: 'authors index /author', status: 200, path: fixed('/author') },
]
