import type { Metadata } from 'next'

import { TourPage } from '@/components/tour/tour-page'
import { tourMetadata } from '@/lib/seo/tour-metadata'
import { parseTourView } from '@/lib/tour/view'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return tourMetadata(parseTourView(await searchParams))
}

export default async function ComedyTourPage({ searchParams }: Props) {
  return <TourPage path="/comedy-tour" view={parseTourView(await searchParams)} />
}
