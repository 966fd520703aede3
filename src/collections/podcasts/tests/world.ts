import type { Episode, EpisodeAudio, Podcast } from '@/payload-types'

import { unique } from '../../../../tests/int/support/fixtures'
import { QUIET, type WorldKit } from '../../../../tests/int/support/world-kit'

import { renderJingle } from '../seed/art'

type Show = { S: Podcast; E: Episode; F: Episode; audio: EpisodeAudio }

/** Show S with episodes E (older) and F, and E's audio. */
export async function worldPart({ payload, create, media }: WorldKit): Promise<Show> {
  const S = await create<Podcast>('podcasts', {
    title: 'Show S',
    slug: `show-s-${unique()}`,
    description: 'About S',
    cover: media.showCover.id,
    hosts: [{ name: 'Host H' }],
    category: 'comedy',
    owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const mp3 = renderJingle(1, 7)
  const audio = await payload.create({
    collection: 'episode-audio',
    data: {},
    file: { data: mp3, mimetype: 'audio/mpeg', name: `world-${unique()}.mp3`, size: mp3.length },
    ...QUIET,
  })
  const episode = (title: string, publishedAt: string, duration: number) =>
    create<Episode>('episodes', {
      show: S.id,
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      description: `About ${title}`,
      audio: audio.id,
      duration,
      publishedAt,
      _status: 'published',
    })
  const E = await episode('Episode E', '2030-01-01T00:00:00.000Z', 60)
  const F = await episode('Episode F', '2030-01-02T00:00:00.000Z', 90)
  return { S, E, F, audio }
}
