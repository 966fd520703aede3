import { plain, type Entities } from '../../../../tests/api/support/access/adapters'

export const entities: Entities = { originals: plain('originals', (_w, m) => ({ title: m, slug: m }), 'title') }
