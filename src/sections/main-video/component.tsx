import { MainVideo } from '@/components/videos/video-index'
import { getMainVideo } from '@/collections/videos/queries'
import type { MainVideoSection as MainVideoData } from '@/payload-types'

export async function MainVideoSection({ id, heading }: MainVideoData) {
  const video = await getMainVideo()
  if (!video) return null
  return (
    <section className="container-site" aria-labelledby={`main-video-${id}`}>
      <h2 id={`main-video-${id}`} className="mb-6 text-3xl font-semibold">
        {heading}
      </h2>
      <MainVideo video={video} headingLevel="h3" />
    </section>
  )
}
