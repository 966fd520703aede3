import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getPost, getRelated, listPosts, listSeriesParts } from '../queries'

export const cacheSamples: CacheSamples = ({
  posts: { P, Q },
  authors: { A, B },
  categories: { C, D },
  original,
  newSlug,
}) => ({
  'getPost(P)': () => getPost(P.slug),
  'getPost(Q)': () => getPost(Q.slug),
  'getPost(a slug not yet published)': () => getPost(newSlug),
  'listPosts()': () => listPosts(),
  'listPosts(category C)': () => listPosts({ by: 'category', id: C.id }),
  'listPosts(category D)': () => listPosts({ by: 'category', id: D.id }),
  'listPosts(author A)': () => listPosts({ by: 'author', id: A.id }),
  'listPosts(author B)': () => listPosts({ by: 'author', id: B.id }),
  'listPosts(series O)': () => listPosts({ by: 'original', id: original.id }),
  'listSeriesParts(O)': () => listSeriesParts(original.id),
  'listPosts(sponsored)': () => listPosts({ sponsored: true }),
  'getRelated(P)': () => getRelated({ id: P.id, relatedPosts: [], categories: [C.id] }, 3),
  'getRelated(Q)': () => getRelated({ id: Q.id, relatedPosts: [], categories: [D.id] }, 3),
})
