import Link from 'next/link'

import { SaveButton } from '@/components/account/save-button.client'
import { MediaImage } from '@/components/media-image'
import { PageHeading } from '@/components/page-heading'
import { ShareButton } from '@/components/share/share-button.client'
import { clockDuration, spokenDuration } from '@/lib/durations'
import { VideoCard } from '@/components/videos/video-card'
import { VideoPlayer } from '@/components/videos/video-player.client'
import { pathOf } from '@/content/registry'
import { env } from '@/env'
import { formatDate } from '@/lib/format'
import { getRelatedVideos } from '@/collections/videos/queries'
import { documentLd, JsonLd } from '@/lib/seo/json-ld'
import type { SiteSetting, Video } from '@/payload-types'

/** Where the player plays from: the platform id, or our own file's address. Null when neither is set. */
function playerSource(video: Video) {
  const { source } = video
  if (source?.kind === 'file') {
    const file = typeof source.file === 'object' ? source.file : null
    if (!file?.url) return null
    return { kind: 'file' as const, url: new URL(file.url, env.SERVER_URL).pathname, type: file.mimeType }
  }
  return source?.platformId ? { kind: 'platform' as const, platformId: source.platformId } : null
}

/** One video: the click-to-load player, what it is about, where it belongs, and more like it. */
export async function VideoView({ video, settings }: { video: Video; settings: SiteSetting }) {
  const poster = typeof video.poster === 'object' ? video.poster : null
  const category = typeof video.category === 'object' ? video.category : null
  const series = typeof video.series === 'object' ? video.series : null
  // Only what the read needs: the arguments are the cache keys.
  const related = category ? await getRelatedVideos({ id: video.id, category: category.id }, 4) : []
  const url = new URL(pathOf('videos', video), env.SERVER_URL).toString()
  const source = playerSource(video)
  const posterUrl = poster?.sizes?.hero?.url ?? poster?.url ?? null

  return (
    <article>
      <PageHeading
        title={video.title}
        crumbs={[
          { name: 'Videos', path: '/videos' },
          ...(category ? [{ name: category.title, path: pathOf('video-categories', category) }] : []),
          { name: video.title, path: pathOf('videos', video) },
        ]}
      >
        <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-muted">
          {video.publishedAt && <time dateTime={video.publishedAt}>{formatDate(video.publishedAt)}</time>}
          <span>
            <span aria-hidden="true">{clockDuration(video.duration)}</span>
            <span className="sr-only">{spokenDuration(video.duration)}</span>
          </span>
        </p>
      </PageHeading>
      <div className="container-site grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          {source ? (
            <VideoPlayer
              title={video.title}
              source={source}
              posterUrl={posterUrl ? new URL(posterUrl, env.SERVER_URL).pathname : null}
              poster={<MediaImage media={poster} size="hero" priority sizes="(min-width: 1024px) 60vw, 100vw" fill />}
            />
          ) : (
            <p className="rounded-2xl border-2 border-ink p-6">This video cannot be played at the moment.</p>
          )}
          {video.description && <p className="max-w-3xl text-lg whitespace-pre-line">{video.description}</p>}
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start" aria-label="About this video">
          <div className="flex flex-col gap-4 rounded-2xl border border-line p-5">
            <SaveButton kind="VIDEO" id={video.id} noun="video" />
            <ShareButton url={url} title={video.title} noun="video" />
          </div>
          <dl className="grid gap-3 rounded-2xl border border-line p-5 text-sm">
            {category && (
              <div>
                <dt className="font-bold uppercase tracking-wider text-muted">Category</dt>
                <dd>
                  <Link href={pathOf('video-categories', category)} className="font-semibold underline">
                    {category.title}
                  </Link>
                </dd>
              </div>
            )}
            {series && (
              <div>
                <dt className="font-bold uppercase tracking-wider text-muted">Series</dt>
                <dd>
                  <Link href={pathOf('originals', series)} className="font-semibold underline">
                    {series.title}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related" className="container-site mt-16 pb-16">
          <h2 id="related" className="text-3xl font-semibold">
            More {category?.title ?? 'videos'}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((v) => (
              <li key={v.id}>
                <VideoCard video={v} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={documentLd('videos', video, settings)!} />
    </article>
  )
}
