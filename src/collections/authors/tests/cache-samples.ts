import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getAuthor, listAuthors } from '../queries'

export const cacheSamples: CacheSamples = ({ authors: { A, B } }) => ({
  'getAuthor(A)': () => getAuthor(A.id),
  'getAuthor(B)': () => getAuthor(B.id),
  'listAuthors()': () => listAuthors(),
})
