import type { FavesDay } from '@/payload-types'

import type { WorldKit } from '../../../../tests/int/support/world-kit'

/** FD, a published day of faves in the past, with one Instagram pick. */
export async function worldPart({ create, media }: WorldKit): Promise<{ FD: FavesDay }> {
  const FD = await create<FavesDay>('faves', {
    slug: '2020-01-01',
    title: 'Faves FD',
    face: { name: 'Face of FD', photo: media.favesFace.id, story: 'The story of FD.' },
    items: [
      {
        network: 'instagram',
        url: 'https://www.instagram.com/p/C8xYz12AbCd/',
        thumbnail: media.favesThumb.id,
        creator: '@fd.creator',
        permission: true,
      },
    ],
    questions: [{ title: 'Question of FD', body: 'Answer of FD' }],
    _status: 'published',
  })
  return { FD }
}
