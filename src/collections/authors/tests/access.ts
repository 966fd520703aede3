import { plain, type Entities } from '../../../../tests/api/support/access/adapters'

export const entities: Entities = { authors: plain('authors', (_w, m) => ({ name: m }), 'name') }
