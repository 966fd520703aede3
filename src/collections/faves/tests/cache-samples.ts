import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getFavesDay, listFavesDays } from '../queries'

/** A day far ahead as "today": every day is due. The world's FD, and the miss of a day with none. */
const TODAY = '2099-12-31'

export const cacheSamples: CacheSamples = ({ faves: { FD } }) => ({
  'getFavesDay(FD)': () => getFavesDay(FD.slug, TODAY),
  'getFavesDay(a day with none)': () => getFavesDay('2020-01-02', TODAY),
  'listFavesDays()': () => listFavesDays(TODAY),
})
