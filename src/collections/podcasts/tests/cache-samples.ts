import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getFeaturedShow, getShow, listShows } from '../queries'

export const cacheSamples: CacheSamples = ({ podcast: { S } }) => ({
  'getShow(S)': () => getShow(S.slug),
  'listShows()': () => listShows(),
  'getFeaturedShow()': () => getFeaturedShow(),
})
