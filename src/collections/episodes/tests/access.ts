import { offeredFile, versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import { marker, MP3, type World } from '../../../../tests/api/support/access/world'

/** An episode of the matrix's show. */
const episodeData = (w: World, m: string, audio?: number) => ({
  show: w.show.id,
  title: m,
  slug: m,
  description: `About ${m}`,
  audio,
  duration: 1,
})

/** Episodes, and the audio they offer. */
export const entities: Entities = {
  episodes: {
    ...versioned('episodes', (w, m) => episodeData(w, m, w.audio.id)),
    graphql: { create: (w, m) => ({ ...episodeData(w, m, w.audio.id), episodeType: 'full', _status: 'draft' }) },
  },
  'episode-audio': offeredFile({
    collection: 'episode-audio',
    file: { data: MP3, type: 'audio/mpeg', ext: 'mp3' },
    offer: (w, id) => ({ collection: 'episodes', data: episodeData(w, marker(), id) }),
  }),
}
