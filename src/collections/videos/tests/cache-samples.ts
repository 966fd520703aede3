import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getMainVideo, getRelatedVideos, getVideo, listVideos } from '../queries'

export const cacheSamples: CacheSamples = ({ videos: { V, W }, videoCategories: { VC, VS } }) => ({
  'getVideo(V)': () => getVideo(V.slug),
  'getVideo(W)': () => getVideo(W.slug),
  'listVideos()': () => listVideos(),
  'listVideos(trending)': () => listVideos({ trending: true }),
  'listVideos(in a series)': () => listVideos({ inSeries: true }),
  'listVideos(VC and VS)': () => listVideos({ categories: [VC.id, VS.id] }),
  'listVideos(VS, one a page)': () => listVideos({ categories: [VS.id], page: 1, limit: 1 }),
  'getMainVideo()': () => getMainVideo(),
  'getRelatedVideos(V)': () => getRelatedVideos({ id: V.id, category: VC.id }, 4),
  'getRelatedVideos(W)': () => getRelatedVideos({ id: W.id, category: VS.id }, 4),
})
