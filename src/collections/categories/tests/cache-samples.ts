import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getCategory, listCategories } from '../queries'

export const cacheSamples: CacheSamples = ({ categories: { C, D } }) => ({
  'getCategory(C)': () => getCategory(C.slug),
  'getCategory(D)': () => getCategory(D.slug),
  'listCategories()': () => listCategories(),
})
