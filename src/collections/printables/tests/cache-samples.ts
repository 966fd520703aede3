import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getPrintable, getPrintableFiles, listPrintables } from '../queries'

export const cacheSamples: CacheSamples = ({ printable: { X, file } }) => ({
  'getPrintable(X)': () => getPrintable(X.slug),
  'listPrintables()': () => listPrintables({}),
  'listPrintables(grade 3)': () => listPrintables({ grade: 'grade-3' }),
  'listPrintables(math, page 1)': () => listPrintables({ subject: 'math', page: 1 }),
  'listPrintables(kindergarten art)': () => listPrintables({ grade: 'k', subject: 'art' }),
  'getPrintableFiles(X)': () => getPrintableFiles({ slug: X.slug, letter: file.id, a4: null }),
})
