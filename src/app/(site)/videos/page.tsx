import type { Metadata } from 'next'

import { VideoIndex } from '@/components/videos/video-index'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Videos',
    description: 'Teacher videos: sketches, staffroom confessions and original series, by category.',
    path: '/videos',
  })
}

export default function VideosPage() {
  return <VideoIndex />
}
