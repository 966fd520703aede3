import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GiveawayView } from '@/components/giveaways/giveaway-view'
import { pathOf } from '@/content/registry'
import { SiteLayout } from '@/layouts/site-layout'
import { getGiveaway } from '@/collections/giveaways/queries'
import { giveawaySeo } from '@/collections/giveaways/metadata'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish, or until it opens or closes
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const giveaway = await getGiveaway((await params).slug)
  if (!giveaway) return {}
  return pageMetadata(giveawaySeo(giveaway))
}

export default async function GiveawayPage({ params }: Props) {
  const giveaway = await getGiveaway((await params).slug)
  if (!giveaway) notFound()
  return (
    <SiteLayout layout="giveaway">
      <GiveawayView giveaway={giveaway} path={pathOf('giveaways', giveaway)} />
    </SiteLayout>
  )
}
