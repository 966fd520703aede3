import Link from 'next/link'

import { Carousel } from '@/components/ui/carousel.client'
import { VideoCard } from '@/components/videos/video-card'
import { listVideos } from '@/collections/videos/queries'
import type { RecentVideoSection as RecentVideoData } from '@/payload-types'

export async function RecentVideoSection({ heading, limit }: RecentVideoData) {
  const { docs } = await listVideos({ limit: limit ?? 8 })
  if (docs.length === 0) return null
  return (
    <div className="container-site">
      <Carousel
        title={heading}
        more={
          <Link href="/videos" className="font-semibold text-chalk hover:underline">
            All videos<span aria-hidden="true"> →</span>
          </Link>
        }
      >
        {docs.map((v) => (
          <VideoCard key={v.id} video={v} />
        ))}
      </Carousel>
    </div>
  )
}
