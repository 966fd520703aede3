import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Printables: the index, filtered, and one printable. */
export const pageTypes: PageType[] = [
  { name: 'printables /printables', status: 200, path: fixed('/printables') },
  { name: 'printables, filtered', status: 200, path: fixed('/printables?grade=grade-3&subject=math') },
  {
    name: 'printable',
    status: 200,
    path: async (request) => `/printable/${(await first(request, 'printables', { sort: '-publishedAt' })).slug}`,
  },
]
