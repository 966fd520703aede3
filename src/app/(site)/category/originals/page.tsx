import type { Metadata } from 'next'

import { OriginalsIndex } from '@/components/originals-index'

export const metadata: Metadata = { title: 'Staffroom Originals', alternates: { canonical: '/category/originals' } }

export default OriginalsIndex
