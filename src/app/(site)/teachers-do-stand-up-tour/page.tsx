import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TourShows } from '@/components/tour/tour-shows'
import { tourMetadata } from '@/collections/tour-shows/metadata'
import { parseTourView } from '@/lib/tour/view'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The tour's second address: the same page, whose canonical address is /comedy-tour. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = parseTourView(await searchParams)
  return view ? tourMetadata(view) : {}
}

export default async function TeachersDoStandUpTourPage({ searchParams }: Props) {
  const view = parseTourView(await searchParams)
  if (!view) notFound()
  return <TourShows path="/teachers-do-stand-up-tour" view={view} />
}
