import type { Metadata } from 'next'

import { FAVES_INDEX, FavesView } from '@/components/faves/faves-view'
import { SiteLayout } from '@/layouts/site-layout'
import { selectDay } from '@/lib/faves/day'
import { favesSeo } from '@/lib/faves/seo'
import { nextSiteDay, siteToday } from '@/lib/faves/today'
import { getFavesDay, listFavesDays } from '@/collections/faves/queries'
import { revalidateAt } from '@/lib/revalidate-at'
import { pageMetadata } from '@/lib/seo/metadata'

/** Today's faves if they are published, else the latest day before today. */
async function shownDay() {
  const today = siteToday(new Date())
  const days = await listFavesDays(today)
  const shown = selectDay(
    days.map((d) => d.slug),
    today,
  )
  return { days, day: shown ? await getFavesDay(shown, today) : null }
}

export async function generateMetadata(): Promise<Metadata> {
  const { day } = await shownDay()
  if (day) return pageMetadata(favesSeo(day, FAVES_INDEX))
  return pageMetadata({
    title: 'Faves of the day',
    description: 'Our daily picks from Instagram and TikTok.',
    path: FAVES_INDEX,
  })
}

export default async function FavesOfTheDayPage() {
  const { days, day } = await shownDay()
  // "Today" changes at midnight in the site's time zone: the page re-renders then.
  await revalidateAt(nextSiteDay(new Date()))
  return (
    <SiteLayout layout="default">
      <FavesView day={day} days={days} variant="index" />
    </SiteLayout>
  )
}
