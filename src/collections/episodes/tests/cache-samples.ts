import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getEpisode, listEpisodes, listFeedEpisodes } from '../queries'

export const cacheSamples: CacheSamples = ({ podcast: { S, E, F } }) => ({
  'listEpisodes()': () => listEpisodes(),
  'listEpisodes(S)': () => listEpisodes({ show: S.id }),
  'listEpisodes(S, longest)': () => listEpisodes({ show: S.id, sort: 'longest' }),
  'listEpisodes(most played, not E)': () => listEpisodes({ sort: 'most-played', not: E.id }),
  'getEpisode(S, E)': () => getEpisode(S.slug, E.slug),
  'getEpisode(S, F)': () => getEpisode(S.slug, F.slug),
  'listFeedEpisodes(S)': () => listFeedEpisodes(S.id),
})
