import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { EpisodeRow } from '@/components/podcasts/episode-row'
import { ShowCard } from '@/components/podcasts/show-card'
import { Card, CardLink } from '@/components/ui/card'
import { Carousel } from '@/components/ui/carousel.client'
import { pathOf } from '@/content/registry'
import { SiteLayout } from '@/layouts/site-layout'
import { getFeaturedShow, listShows } from '@/collections/podcasts/queries'
import { listEpisodes } from '@/collections/episodes/queries'
import type { Podcast } from '@/payload-types'

/** Trending episodes on /podcasts: the most played. */
const TRENDING = 6

/** The featured show, large: /podcasts and the home page's "podcasts" section. */
export function FeaturedShow({ show, headingLevel: Heading = 'h2' }: { show: Podcast; headingLevel?: 'h2' | 'h3' }) {
  const hosts = (show.hosts ?? []).map((h) => h.name).join(', ')
  return (
    <Card
      frame="feature"
      className="grid overflow-hidden bg-chalk text-paper sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      {/* Square art stays square and centred when the words beside it run longer. */}
      <div className="relative aspect-square sm:self-center">
        <MediaImage media={show.cover} priority sizes="(min-width: 640px) 40vw, 100vw" fill />
      </div>
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <p className="text-xs font-bold uppercase tracking-wider text-sun">{show.featured ? 'Featured show' : 'New show'}</p>
        <Heading className="font-display text-3xl leading-tight font-semibold sm:text-4xl">
          <CardLink href={pathOf('podcasts', show)} underline="plain">
            {show.title}
          </CardLink>
        </Heading>
        {hosts && <p className="font-semibold">With {hosts}</p>}
        <p className="line-clamp-5 text-paper/85">{show.description}</p>
      </div>
    </Card>
  )
}

/** /podcasts: the featured show, the shows (slider and grid) and the most played episodes. */
export async function PodcastIndex() {
  const [featured, shows, trending] = await Promise.all([
    getFeaturedShow(),
    listShows(),
    listEpisodes({ sort: 'most-played', limit: TRENDING }),
  ])
  return (
    <SiteLayout layout="podcast">
      <PageHeading
        title="Podcasts"
        intro="Staffroom chat for the commute home: teachers talking, laughing and occasionally marking."
        crumbs={[{ name: 'Podcasts', path: '/podcasts' }]}
      />
      <div className="container-site flex flex-col gap-14 pb-16">
        {featured ? (
          <section aria-label="Featured show">
            <FeaturedShow show={featured} />
          </section>
        ) : (
          <p>No shows yet. Come back soon.</p>
        )}
        {shows.length > 1 && (
          <Carousel title="Browse the shows" itemClassName="w-[62%] sm:w-[34%] lg:w-[calc((100%-4rem)/5)]">
            {shows.map((show) => (
              <ShowCard key={show.id} show={show} compact sizes="(min-width: 1024px) 20vw, (min-width: 640px) 34vw, 62vw" />
            ))}
          </Carousel>
        )}
        {trending.docs.length > 0 && (
          <section aria-labelledby="trending-episodes">
            <h2 id="trending-episodes" className="text-3xl font-semibold">
              Trending episodes
            </h2>
            <ol className="mt-6 grid gap-4 md:grid-cols-2">
              {trending.docs.map((episode) => (
                <li key={episode.id}>
                  <EpisodeRow episode={episode} showTitle />
                </li>
              ))}
            </ol>
          </section>
        )}
        {shows.length > 0 && (
          <section aria-labelledby="all-shows">
            <h2 id="all-shows" className="text-3xl font-semibold">
              All shows
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shows.map((show) => (
                <li key={show.id}>
                  <ShowCard show={show} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </SiteLayout>
  )
}
