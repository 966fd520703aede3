import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FavesView } from '@/components/faves/faves-view'
import { SiteLayout } from '@/layouts/site-layout'
import { isShown } from '@/lib/faves/day'
import { favesSeo } from '@/lib/faves/seo'
import { nextSiteDay, siteToday } from '@/lib/faves/today'
import { getFavesDay, listFavesDays } from '@/collections/faves/queries'
import { revalidateAt } from '@/lib/revalidate-at'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ day: string }> }

export async function generateStaticParams() {
  return [] // each day is rendered on its first request, then cached until it changes
}

/** The day at this address if a visitor may see it today: a real date, not ahead, published. */
async function dayOf(params: Props['params']) {
  const { day } = await params
  const today = siteToday(new Date())
  return isShown(day, today) ? getFavesDay(day, today) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const day = await dayOf(params)
  return day ? pageMetadata(favesSeo(day)) : {}
}

export default async function FavesDayPage({ params }: Props) {
  // A day ahead is a 404 until its date comes: that answer, too, lasts only until midnight.
  await revalidateAt(nextSiteDay(new Date()))
  const day = await dayOf(params)
  if (!day) notFound()
  const days = await listFavesDays(siteToday(new Date()))
  return (
    <SiteLayout layout="default">
      <FavesView day={day} days={days} variant="day" />
    </SiteLayout>
  )
}
