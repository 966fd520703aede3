import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getGiveaway, listGiveaways } from '../queries'

export const cacheSamples: CacheSamples = ({ giveaway: { GW } }) => ({
  'getGiveaway(GW)': () => getGiveaway(GW.slug),
  'listGiveaways()': () => listGiveaways(),
})
