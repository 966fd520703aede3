import type { CacheSamples } from '../../../../tests/int/support/cache-samples'

import { getDocument } from '@/lib/queries/documents'

import { listPerformers } from '../queries'

export const cacheSamples: CacheSamples = ({ tour: { PF } }) => ({
  'getDocument(performers, PF)': () => getDocument('performers', PF.slug),
  'listPerformers()': () => listPerformers(),
})
