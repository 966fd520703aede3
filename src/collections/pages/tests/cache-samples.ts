import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getPage, listPages } from '../queries'

export const cacheSamples: CacheSamples = ({ page }) => ({
  'getPage(G)': () => getPage(page.slug),
  'listPages()': () => listPages(),
})
