import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import type { World } from '../../../../tests/api/support/access/world'

const memeData = (w: World, m: string) => ({ title: m, slug: m, image: w.image.id, transcript: `Words of ${m}` })

export const entities: Entities = { memes: versioned('memes', memeData) }
