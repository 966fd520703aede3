import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getMeme, getMemeNeighbours, getRelatedMemes, listMemeCategories, listMemes } from '../queries'

export const cacheSamples: CacheSamples = ({ memes: { M, N }, categories: { C, D } }) => ({
  'getMeme(M)': () => getMeme(M.slug),
  'getMeme(N)': () => getMeme(N.slug),
  'listMemes()': () => listMemes(),
  'listMemes(page 2)': () => listMemes({ page: 2 }),
  'listMemes(category C)': () => listMemes({ category: C.id }),
  'listMemes(category D)': () => listMemes({ category: D.id }),
  'getMemeNeighbours(M)': () => getMemeNeighbours({ id: M.id, publishedAt: M.publishedAt }),
  'getMemeNeighbours(N)': () => getMemeNeighbours({ id: N.id, publishedAt: N.publishedAt }),
  'getRelatedMemes(M)': () => getRelatedMemes({ id: M.id, categories: [C.id] }, 4),
  'getRelatedMemes(N)': () => getRelatedMemes({ id: N.id, categories: [D.id] }, 4),
  'listMemeCategories()': () => listMemeCategories(),
})
