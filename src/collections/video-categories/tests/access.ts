import { plain, type Entities } from '../../../../tests/api/support/access/adapters'

export const entities: Entities = {
  'video-categories': plain('video-categories', (_w, m) => ({ title: m, slug: m }), 'title'),
}
