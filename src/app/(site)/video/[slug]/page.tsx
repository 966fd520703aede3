import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { VideoView } from '@/components/videos/video-view'
import { SiteLayout } from '@/layouts/site-layout'
import { getSiteSettings } from '@/lib/queries/globals'
import { getVideo } from '@/collections/videos/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { videoSeo } from '@/collections/videos/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return [] // rendered on first request, then cached until a publish expires its tag
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await getVideo((await params).slug)
  if (!video) return {}
  return pageMetadata(videoSeo(video))
}

export default async function VideoPage({ params }: Props) {
  const video = await getVideo((await params).slug)
  if (!video) notFound()
  return (
    <SiteLayout layout="video">
      <VideoView video={video} settings={await getSiteSettings()} />
    </SiteLayout>
  )
}
