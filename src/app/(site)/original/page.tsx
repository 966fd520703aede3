import type { Metadata } from 'next'

import { OriginalsIndex } from '@/components/originals-index'

// The series index is the Originals screen; one canonical address for search engines.
export const metadata: Metadata = { title: 'Staffroom Originals', alternates: { canonical: '/category/originals' } }

export default OriginalsIndex
