import { MediaImage } from '@/components/media-image'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { Pagination } from '@/components/pagination'
import { EpisodeRow } from '@/components/podcasts/episode-row'
import { SortLinks, sortHref } from '@/components/podcasts/sort-links'
import { categoryLabel } from '@/collections/podcasts/apple-categories'
import { LISTENING_APPS } from '@/collections/podcasts'
import { podcastFeedPath } from '@/collections/podcasts/json-ld'
import { pathOf } from '@/content/registry'
import { listEpisodes, type EpisodeSort } from '@/collections/episodes/queries'
import { documentLd, JsonLd } from '@/lib/seo/json-ld'
import type { Podcast, SiteSetting } from '@/payload-types'

const appName = (app: string) => LISTENING_APPS.find((a) => a.value === app)?.label ?? 'Another app'

type Props = { show: Podcast; sort: EpisodeSort; page: number; settings: SiteSetting }

/** A show: its cover and story, where to listen, and its episodes in the order the visitor chose. */
export async function ShowView({ show, sort, page, settings }: Props) {
  const path = pathOf('podcasts', show)
  const episodes = await listEpisodes({ show: show.id, sort, page })
  const hosts = (show.hosts ?? []).map((h) => h.name).join(', ')
  const pageHref = (n: number) => {
    const base = sortHref(path, sort)
    return n === 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${n}`
  }
  return (
    <article>
      <header className="container-site grid gap-8 pt-8 pb-10 md:grid-cols-[18rem_minmax(0,1fr)] md:pt-12">
        <div className="md:col-span-2">
          <Breadcrumbs
            items={[
              { name: 'Podcasts', path: '/podcasts' },
              { name: show.title, path },
            ]}
          />
        </div>
        <div className="relative aspect-square w-full max-w-72 overflow-hidden rounded-3xl border-2 border-ink shadow-[6px_6px_0_0_var(--color-sun)]">
          <MediaImage media={show.cover} priority sizes="(min-width: 768px) 18rem, 80vw" fill />
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold uppercase tracking-wider text-chalk">
            Podcast · {categoryLabel(show.category)}
            {show.explicit ? ' · Explicit' : ''}
          </p>
          <h1 className="text-4xl font-semibold md:text-5xl">{show.title}</h1>
          {hosts && <p className="text-lg font-semibold">With {hosts}</p>}
          <p className="max-w-3xl text-lg whitespace-pre-line text-muted">{show.description}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Listen in an app">
            {(show.links ?? []).map((link) => (
              <li key={link.id ?? link.url}>
                <a
                  href={link.url}
                  rel="noopener"
                  className="flex h-11 items-center rounded-full border-2 border-ink px-4 text-sm font-semibold hover:bg-sun-soft"
                >
                  {appName(link.app)}
                </a>
              </li>
            ))}
            <li>
              <a
                href={podcastFeedPath(show)}
                type="application/rss+xml"
                className="flex h-11 items-center rounded-full border-2 border-ink bg-sun px-4 text-sm font-semibold hover:bg-sun-soft"
              >
                RSS feed
              </a>
            </li>
          </ul>
        </div>
      </header>
      <section aria-labelledby="episodes" className="container-site pb-16">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="episodes" className="text-3xl font-semibold">
            Episodes <span className="text-muted">({episodes.totalDocs})</span>
          </h2>
          <SortLinks path={path} current={sort} />
        </div>
        {episodes.docs.length > 0 ? (
          <ol className="mt-6 grid gap-4">
            {episodes.docs.map((episode) => (
              <li key={episode.id}>
                <EpisodeRow episode={episode} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-6">No episodes yet. The first one is on its way.</p>
        )}
        <Pagination page={page} totalPages={episodes.totalPages} basePath={path} hrefOf={pageHref} />
      </section>
      <JsonLd data={documentLd('podcasts', show, settings)!} />
    </article>
  )
}
