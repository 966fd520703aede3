import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getOriginal, listOriginals } from '../queries'

export const cacheSamples: CacheSamples = ({ original }) => ({
  'getOriginal(O)': () => getOriginal(original.slug),
  'listOriginals()': () => listOriginals(),
})
