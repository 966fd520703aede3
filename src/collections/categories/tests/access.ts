import { plain, type Entities } from '../../../../tests/api/support/access/adapters'

export const entities: Entities = { categories: plain('categories', (_w, m) => ({ title: m, slug: m }), 'title') }
