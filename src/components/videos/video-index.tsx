import Link from 'next/link'

import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { Card, CardLink, cardFrame } from '@/components/ui/card'
import { Carousel } from '@/components/ui/carousel.client'
import { clockDuration, spokenDuration } from '@/lib/durations'
import { VideoCard } from '@/components/videos/video-card'
import { pathOf } from '@/content/registry'
import { SiteLayout } from '@/layouts/site-layout'
import { getMainVideo, listVideoCategories, listVideos } from '@/collections/videos/queries'
import type { Video } from '@/payload-types'

const SLIDE = 12
const more = (href: string, label: string) => (
  <Link href={href} className="text-sm font-semibold underline decoration-sun decoration-2 underline-offset-4">
    {label}
  </Link>
)

/** The big video at the top of /videos and of the home page's "main video" section. */
export function MainVideo({ video, headingLevel: Heading = 'h2' }: { video: Video; headingLevel?: 'h2' | 'h3' }) {
  const category = typeof video.category === 'object' ? video.category : null
  return (
    <Card frame="feature" className="grid overflow-hidden bg-ink text-paper lg:grid-cols-[3fr_2fr]">
      <div className="relative aspect-video">
        <MediaImage media={video.poster} size="hero" priority sizes="(min-width: 1024px) 60vw, 100vw" fill />
      </div>
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="text-xs font-bold uppercase tracking-wider text-sun">
          {video.trending ? 'Trending now' : 'Latest video'}
          {category ? ` · ${category.title}` : ''}
        </p>
        <Heading className="font-display text-3xl leading-tight font-semibold sm:text-4xl">
          <CardLink href={pathOf('videos', video)} underline="plain">
            {video.title}
          </CardLink>
        </Heading>
        {video.description && <p className="line-clamp-4 text-paper/85">{video.description}</p>}
        <p className="text-sm text-paper/80">
          <span aria-hidden="true">▶ {clockDuration(video.duration)}</span>
          <span className="sr-only">{spokenDuration(video.duration)}</span>
        </p>
      </div>
    </Card>
  )
}

/**
 * /videos: the main video, then the sliders: trending, video categories, subcategories, each
 * category's videos (the trending category first), originals (videos in a series).
 */
export async function VideoIndex() {
  const categories = await listVideoCategories()
  const parents = categories.filter((c) => c.parent === null)
  const childrenOf = (id: number) => categories.filter((c) => c.parent === id).map((c) => c.id)
  const [main, trending, originals, perCategory] = await Promise.all([
    getMainVideo(),
    listVideos({ trending: true, limit: SLIDE }),
    listVideos({ inSeries: true, limit: SLIDE }),
    Promise.all(parents.map((c) => listVideos({ categories: [c.id, ...childrenOf(c.id)], limit: SLIDE }))),
  ])
  const slides = (docs: Video[]) => docs.map((v) => <VideoCard key={v.id} video={v} />)
  // The trending category: the top-level category with the most trending videos (its subcategories'
  // included). Its slider comes first among the categories' and says so.
  const parentOf = (id: number) => categories.find((c) => c.id === id)?.parent ?? id
  const trendingCount = (id: number) =>
    trending.docs.filter((v) => {
      const category = typeof v.category === 'object' ? v.category.id : v.category
      return parentOf(category) === id
    }).length
  const hot = parents.reduce<(typeof parents)[number] | null>(
    (best, c) => (trendingCount(c.id) > (best ? trendingCount(best.id) : 0) ? c : best),
    null,
  )
  const order = parents
    .map((c, i) => ({ c, docs: perCategory[i].docs }))
    .sort((a, b) => (a.c === hot ? -1 : b.c === hot ? 1 : 0))
  const subcategories = categories.filter((c) => c.parent !== null)
  const tile = `flex h-full min-h-28 flex-col justify-between gap-2 bg-sun-soft p-4 text-ink hover:bg-sun ${cardFrame('raised')}`

  return (
    <SiteLayout layout="video_main">
      <PageHeading
        title="Videos"
        intro="Sketches, staffroom confessions and the occasional fire drill, filmed by teachers for teachers."
        crumbs={[{ name: 'Videos', path: '/videos' }]}
      />
      <div className="container-site flex flex-col gap-14 pb-16">
        {main ? (
          <section aria-label="Main video">
            <MainVideo video={main} />
          </section>
        ) : (
          <p>No videos yet. Come back soon.</p>
        )}
        {trending.docs.length > 0 && <Carousel title="Trending">{slides(trending.docs)}</Carousel>}
        {parents.length > 0 && (
          <Carousel title="Video categories" itemClassName="w-[62%] sm:w-[34%] lg:w-[calc((100%-4rem)/5)]">
            {parents.map((c) => (
              <Link key={c.id} href={pathOf('video-categories', c)} className={tile}>
                <span className="font-display text-lg leading-tight font-semibold">{c.title}</span>
                <span className="text-sm">
                  {childrenOf(c.id).length > 0
                    ? `${childrenOf(c.id).length} subcategor${childrenOf(c.id).length === 1 ? 'y' : 'ies'}`
                    : 'See all'}
                </span>
              </Link>
            ))}
          </Carousel>
        )}
        {subcategories.length > 0 && (
          <Carousel title="Subcategories" itemClassName="w-[62%] sm:w-[34%] lg:w-[calc((100%-4rem)/5)]">
            {subcategories.map((c) => (
              <Link key={c.id} href={pathOf('video-categories', c)} className={tile}>
                <span className="font-display text-lg leading-tight font-semibold">{c.title}</span>
                <span className="text-sm">in {categories.find((p) => p.id === c.parent)?.title}</span>
              </Link>
            ))}
          </Carousel>
        )}
        {order.map(({ c, docs }) =>
          docs.length > 0 ? (
            <Carousel
              key={c.id}
              title={c === hot ? `Trending category: ${c.title}` : c.title}
              more={more(pathOf('video-categories', c), `All ${c.title}`)}
            >
              {slides(docs)}
            </Carousel>
          ) : null,
        )}
        {originals.docs.length > 0 && (
          <Carousel title="Originals" more={more('/category/originals', 'All series')}>
            {slides(originals.docs)}
          </Carousel>
        )}
      </div>
    </SiteLayout>
  )
}
