import { versioned, type Entities } from '../../../../tests/api/support/access/adapters'

export const entities: Entities = {
  pages: versioned('pages', (_w, m) => ({ title: m, slug: m, layout: 'page' })),
}
