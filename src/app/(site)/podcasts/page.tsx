import type { Metadata } from 'next'

import { PodcastIndex } from '@/components/podcasts/podcast-index'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Podcasts',
    description: 'Teacher podcasts for the commute: staffroom chat, classroom confessions and the week in marking.',
    path: '/podcasts',
  })
}

export default function PodcastsPage() {
  return <PodcastIndex />
}
