import Link from 'next/link'

import { SaveButton } from '@/components/account/save-button.client'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { EpisodePlayer } from '@/components/podcasts/episode-player.client'
import { EpisodeRow, EpisodeTile, episodeLabel } from '@/components/podcasts/episode-row'
import { ShareButton } from '@/components/share/share-button.client'
import { Carousel } from '@/components/ui/carousel.client'
import { pathOf } from '@/content/registry'
import { env } from '@/env'
import { clockDuration, spokenDuration } from '@/lib/durations'
import { formatDate } from '@/lib/format'
import { listEpisodes } from '@/collections/episodes/queries'
import { documentLd, JsonLd } from '@/lib/seo/json-ld'
import type { Episode, Podcast, SiteSetting } from '@/payload-types'

/** Related episodes: the show's newest others in the list, the most played elsewhere in the slider. */
const RELATED = 4
const SLIDER = 10

/** One episode: the player, what it is about, the transcript, and more to listen to. */
export async function EpisodeView({ episode, settings }: { episode: Episode; settings: SiteSetting }) {
  const show = episode.show as Podcast
  const audio = typeof episode.audio === 'object' ? episode.audio : null
  const path = pathOf('episodes', episode)
  const [more, popular] = await Promise.all([
    listEpisodes({ show: show.id, limit: RELATED, not: episode.id }),
    listEpisodes({ sort: 'most-played', limit: SLIDER, not: episode.id }),
  ])
  const label = episodeLabel(episode)
  return (
    <article>
      <PageHeading
        title={episode.title}
        eyebrow={[show.title, label].filter(Boolean).join(' · ')}
        crumbs={[
          { name: 'Podcasts', path: '/podcasts' },
          { name: show.title, path: pathOf('podcasts', show) },
          { name: episode.title, path },
        ]}
      >
        <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-muted">
          {episode.publishedAt && <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>}
          <span>
            <span aria-hidden="true">{clockDuration(episode.duration)}</span>
            <span className="sr-only">{spokenDuration(episode.duration)}</span>
          </span>
        </p>
      </PageHeading>
      <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-8">
          {audio?.url ? (
            <EpisodePlayer
              episode={{
                id: episode.id,
                title: episode.title,
                show: show.title,
                href: path,
                src: new URL(audio.url, env.SERVER_URL).pathname,
                duration: episode.duration,
              }}
            />
          ) : (
            <p className="rounded-2xl border-2 border-ink p-6">This episode cannot be played at the moment.</p>
          )}
          <p className="max-w-3xl text-lg whitespace-pre-line">{episode.description}</p>
          {episode.transcript && (
            <details className="max-w-3xl rounded-2xl border-2 border-ink p-5">
              <summary className="cursor-pointer text-lg font-semibold">Read the transcript</summary>
              <div className="mt-4 flex flex-col gap-3">
                {episode.transcript
                  .split(/\n\s*\n/)
                  .filter((paragraph) => paragraph.trim())
                  .map((paragraph, i) => (
                    <p key={i} className="whitespace-pre-line">
                      {paragraph.trim()}
                    </p>
                  ))}
              </div>
            </details>
          )}
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start" aria-label="About this episode">
          <Link
            href={pathOf('podcasts', show)}
            className="flex items-center gap-4 rounded-2xl border-2 border-ink p-3 hover:bg-sun-soft"
          >
            <span className="relative size-20 shrink-0 overflow-hidden rounded-xl">
              <MediaImage media={show.cover} sizes="80px" fill />
            </span>
            <span className="font-display text-lg leading-tight font-semibold">
              {show.title}
              <span className="block text-sm font-normal text-muted">All episodes</span>
            </span>
          </Link>
          <div className="flex flex-col gap-4 rounded-2xl border border-line p-5">
            <SaveButton kind="EPISODE" id={episode.id} noun="episode" />
            <ShareButton url={new URL(path, env.SERVER_URL).toString()} title={episode.title} noun="episode" />
          </div>
        </aside>
      </div>
      {more.docs.length > 0 && (
        <section aria-labelledby="more-episodes" className="container-site mt-16">
          <h2 id="more-episodes" className="text-3xl font-semibold">
            More from {show.title}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {more.docs.map((e) => (
              <li key={e.id}>
                <EpisodeRow episode={e} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.docs.length > 0 && (
        <div className="container-site mt-16 pb-16">
          <Carousel title="Listeners also played">
            {popular.docs.map((e) => (
              <EpisodeTile key={e.id} episode={e} />
            ))}
          </Carousel>
        </div>
      )}
      <JsonLd data={documentLd('episodes', episode, settings)!} />
    </article>
  )
}
