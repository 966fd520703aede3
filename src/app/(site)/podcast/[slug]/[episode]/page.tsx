import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EpisodeView } from '@/components/podcasts/episode-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getEpisode } from '@/collections/episodes/queries'
import { episodeSeo } from '@/collections/episodes/metadata'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ slug: string; episode: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish expires its tag
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, episode: key } = await params
  const episode = await getEpisode(slug, key)
  if (!episode) return {}
  return pageMetadata(episodeSeo(episode))
}

export default async function EpisodePage({ params }: Props) {
  const { slug, episode: key } = await params
  const episode = await getEpisode(slug, key)
  if (!episode || typeof episode.show !== 'object') notFound()
  return (
    <SiteLayout layout="podcast">
      <EpisodeView episode={episode} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
