import { fixed, first, type PageType } from '../../../../tests/e2e/support/page-type'

/** Memes: the index, its second page, and one meme. */
export const pageTypes: PageType[] = [
  { name: 'memes /memes', status: 200, path: fixed('/memes') },
  { name: 'memes, two pages', status: 200, path: fixed('/memes?page=2') },
  {
    name: 'meme',
    status: 200,
    path: async (request) => `/meme/${(await first(request, 'memes', { sort: '-publishedAt' })).slug}`,
  },
]
