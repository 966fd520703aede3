import Link from 'next/link'

import { EpisodeRow } from '@/components/podcasts/episode-row'
import { FeaturedShow } from '@/components/podcasts/podcast-index'
import { getFeaturedShow } from '@/collections/podcasts/queries'
import { listEpisodes } from '@/collections/episodes/queries'
import type { PodcastsSection as PodcastsData } from '@/payload-types'

export async function PodcastsSection({ id, heading, episodes: count }: PodcastsData) {
  const [show, latest] = await Promise.all([
    getFeaturedShow(),
    count > 0 ? listEpisodes({ limit: count }) : Promise.resolve(null),
  ])
  if (!show) return null
  return (
    <section className="container-site" aria-labelledby={`podcasts-${id}`}>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={`podcasts-${id}`} className="text-3xl font-semibold">
          {heading}
        </h2>
        <Link href="/podcasts" className="text-sm font-semibold underline decoration-sun decoration-2 underline-offset-4">
          All podcasts
        </Link>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FeaturedShow show={show} headingLevel="h3" />
        {latest && latest.docs.length > 0 && (
          <ol className="grid content-start gap-4" aria-label="Newest episodes">
            {latest.docs.map((episode) => (
              <li key={episode.id}>
                <EpisodeRow episode={episode} showTitle />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
