import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import { showData } from '../../../../tests/api/support/access/world'

export const entities: Entities = { podcasts: versioned('podcasts', (w, m) => showData(m, w.image.id)) }
