import { named, versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import type { World } from '../../../../tests/api/support/access/world'

const performerData = (w: World, m: string) => ({
  name: m,
  slug: m,
  role: 'host',
  photo: w.image.id,
  bio: `Bio of ${m}`,
})

export const entities: Entities = { performers: { ...versioned('performers', performerData), ...named } }
