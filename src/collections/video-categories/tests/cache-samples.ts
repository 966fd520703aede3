import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getVideoCategory, listVideoCategories } from '../../videos/queries'

export const cacheSamples: CacheSamples = ({ videoCategories: { VC, VS } }) => ({
  'getVideoCategory(VC)': () => getVideoCategory(VC.slug),
  'getVideoCategory(VS)': () => getVideoCategory(VS.slug),
  'listVideoCategories()': () => listVideoCategories(),
})
