import type { ReactNode } from 'react'

import { TourLayout } from '@/components/tour/tour-layout'

export default function TeachersDoStandUpTourLayout({ children }: { children: ReactNode }) {
  return <TourLayout>{children}</TourLayout>
}
