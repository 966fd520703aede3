import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GiveawayView } from '@/components/giveaways/giveaway-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getGiveaway, HOLIDAY_GIVEAWAY } from '@/collections/giveaways/queries'
import { giveawaySeo } from '@/collections/giveaways/metadata'
import { pageMetadata } from '@/lib/seo/metadata'

const PATH = '/disabled-holiday-giveaway'

/**
 * The disabled giveaway page: the holiday giveaway (slug `holiday-giveaway`) shown closed,
 * whatever its dates, with its "entries are closed" message where the form would be. Editors
 * change the words on that giveaway; its own "Entries disabled" box is what refuses entries.
 */
export async function generateMetadata(): Promise<Metadata> {
  const giveaway = await getGiveaway(HOLIDAY_GIVEAWAY)
  if (!giveaway) return {}
  return pageMetadata(giveawaySeo(giveaway, PATH))
}

export default async function DisabledHolidayGiveawayPage() {
  const giveaway = await getGiveaway(HOLIDAY_GIVEAWAY)
  if (!giveaway) notFound()
  return (
    <SiteLayout layout="giveaway">
      <GiveawayView giveaway={giveaway} path={PATH} disabled />
    </SiteLayout>
  )
}
