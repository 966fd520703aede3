import { generateRssFeed } from 'feedsmith'

import { appleCategory } from '@/collections/podcasts/apple-categories'
import { podcastFeedPath } from '@/collections/podcasts/json-ld'
import { pathOf } from '@/content/registry'
import type { Podcast } from '@/payload-types'
import type { FeedEpisode } from '@/collections/episodes/queries'
import { absoluteUrl, brandOf, shareImage, type SeoSettings } from '@/lib/seo/site'

/**
 * A show's podcast feed: RSS 2.0 with the itunes tags Apple Podcasts requires (title, description,
 * image, language, category, explicit, owner, author, link, type; for each episode an enclosure
 * with its byte length and type, a guid, pubDate, duration, season and number, episode type).
 * The date is the newest change, not the clock: the same content gives the same bytes.
 */
export function podcastFeed(show: Podcast, episodes: FeedEpisode[], settings: SeoSettings): string {
  const link = absoluteUrl(pathOf('podcasts', show))
  const cover = shareImage(show.cover, 'original')
  const hosts = (show.hosts ?? []).map((h) => h.name).join(', ') || brandOf(settings)
  const changes = [show.updatedAt, ...episodes.map((e) => e.updatedAt)].map((d) => new Date(d).getTime())
  const updated = new Date(Math.max(...changes.filter((t) => !Number.isNaN(t))))
  const xml = generateRssFeed({
    title: show.title,
    link,
    description: show.description,
    language: 'en-us',
    copyright: `© ${updated.getUTCFullYear()} ${brandOf(settings)}`,
    lastBuildDate: updated,
    generator: brandOf(settings),
    ...(cover ? { image: { url: cover.url, title: show.title, link } } : {}),
    atom: { links: [{ href: absoluteUrl(podcastFeedPath(show)), rel: 'self', type: 'application/rss+xml' }] },
    itunes: {
      ...(cover ? { image: cover.url } : {}),
      categories: [appleCategory(show.category)],
      explicit: Boolean(show.explicit),
      author: hosts,
      owner: { name: show.owner?.name ?? brandOf(settings), email: show.owner?.email ?? undefined },
      type: show.showType ?? 'episodic',
    },
    items: episodes.map((episode) => ({
      title: episode.title,
      link: absoluteUrl(pathOf('episodes', { ...episode, show })),
      description: episode.description,
      // Tied to the id, not the address: renaming an episode must not make apps download it again.
      guid: { value: `urn:staffroom:episode:${episode.id}`, isPermaLink: false },
      pubDate: new Date(episode.publishedAt ?? episode.createdAt),
      enclosures: [
        {
          url: absoluteUrl(episode.audio.url ?? ''),
          length: episode.audio.filesize ?? 0,
          type: episode.audio.mimeType ?? 'audio/mpeg',
        },
      ],
      itunes: {
        title: episode.title,
        duration: Math.round(episode.duration),
        ...(episode.episodeNumber ? { episode: episode.episodeNumber } : {}),
        ...(episode.season ? { season: episode.season } : {}),
        episodeType: episode.episodeType ?? 'full',
        explicit: Boolean(show.explicit),
      },
    })),
  })
  // Apple's values are "true" and "false"; feedsmith writes the older "yes" and "no".
  return xml.replace(/<itunes:explicit>(yes|no)<\/itunes:explicit>/g, (_, v: string) =>
    `<itunes:explicit>${v === 'yes' ? 'true' : 'false'}</itunes:explicit>`,
  )
}
