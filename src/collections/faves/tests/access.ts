import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import type { World } from '../../../../tests/api/support/access/world'

/** A day of faves: each a day of its own (the address), in the past so that the public sees it. */
let favesDays = 0
const favesData = (w: World, m: string) => ({
  title: m,
  slug: new Date(Date.UTC(2000, 0, 1 + (favesDays += 1))).toISOString().slice(0, 10),
  face: { name: `Face of ${m}`, photo: w.image.id, story: `Story of ${m}` },
  items: [
    {
      network: 'tiktok',
      url: 'https://www.tiktok.com/@matrix.creator/video/7301234567890123456',
      thumbnail: w.image.id,
      creator: '@matrix.creator',
      permission: true,
    },
  ],
})

export const entities: Entities = { faves: versioned('faves', favesData) }
