import type { Metadata } from 'next'

import { GiveawayIndex } from '@/components/giveaways/giveaway-index'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Giveaways',
    description: 'Prizes for teachers and school staff: what is open now, what is coming, and who won.',
    path: '/giveaways',
  })
}

export default function GiveawaysPage() {
  return <GiveawayIndex path="/giveaways" />
}
