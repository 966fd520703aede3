import type { Meme } from '@/payload-types'

import { unique } from '../../../../tests/int/support/fixtures'
import type { WorldKit } from '../../../../tests/int/support/world-kit'

/** M in category C; N, newer, in C and D. */
export async function worldPart({ create, media, categories: { C, D } }: WorldKit): Promise<{ M: Meme; N: Meme }> {
  const M = await create<Meme>('memes', {
    title: 'Meme M',
    slug: `meme-m-${unique()}`,
    image: media.meme.id,
    transcript: 'Words of M',
    categories: [C.id],
    tags: ['marking'],
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  const N = await create<Meme>('memes', {
    title: 'Meme N',
    slug: `meme-n-${unique()}`,
    image: media.memeOther.id,
    transcript: 'Words of N',
    categories: [C.id, D.id],
    publishedAt: '2030-01-02T00:00:00.000Z',
    _status: 'published',
  })
  return { M, N }
}
