import type { Video, VideoCategory } from '@/payload-types'

import { unique } from '../../../../tests/int/support/fixtures'
import type { WorldKit } from '../../../../tests/int/support/world-kit'

type Videos = { videoCategories: { VC: VideoCategory; VS: VideoCategory }; videos: { V: Video; W: Video } }

/** VC a video category, VS its subcategory; V in VC, trending; W, newer, in VS and in series O. */
export async function worldPart({ create, media, original }: WorldKit): Promise<Videos> {
  const VC = await create<VideoCategory>('video-categories', { title: 'Sketches', slug: `sketches-${unique()}` })
  const VS = await create<VideoCategory>('video-categories', {
    title: 'Staffroom sketches',
    slug: `staffroom-sketches-${unique()}`,
    parent: VC.id,
  })
  const V = await create<Video>('videos', {
    title: 'Video V',
    slug: `video-v-${unique()}`,
    description: 'About V',
    source: { kind: 'platform', platformId: 'aaaaaaaaaaa' },
    poster: media.poster.id,
    duration: 75,
    category: VC.id,
    trending: true,
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const W = await create<Video>('videos', {
    title: 'Video W',
    slug: `video-w-${unique()}`,
    description: 'About W',
    source: { kind: 'platform', platformId: 'bbbbbbbbbbb' },
    poster: media.posterOther.id,
    duration: 3600,
    category: VS.id,
    series: original.id,
    publishedAt: '2030-01-02T00:00:00.000Z',
    _status: 'published',
  })
  return { videoCategories: { VC, VS }, videos: { V, W } }
}
