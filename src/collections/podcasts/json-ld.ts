import { isoDuration } from '@/collections/videos/json-ld'
import type { LdContext, LdNode } from '@/content/types'
import type { Episode, Podcast } from '@/payload-types'

/** Where a show's podcast RSS feed lives. */
export const podcastFeedPath = (show: { slug?: string | null }) => `/feeds/podcast/${show.slug ?? ''}.xml`

type Show = Pick<Podcast, 'title' | 'slug' | 'description' | 'cover' | 'hosts'> & { id?: number }

const showOf = (episode: Pick<Episode, 'show'>): Show | null => (typeof episode.show === 'object' ? episode.show : null)

function seriesNode(show: Show, ctx: LdContext): LdNode {
  const url = ctx.url('podcasts', show)
  return { '@type': 'PodcastSeries', '@id': `${url}#series`, name: show.title, url }
}

/** schema.org PodcastSeries for a show's page. */
export function podcastSeriesLd(show: Show, ctx: LdContext): LdNode {
  const image = ctx.image(show.cover, 'original')
  return {
    '@context': 'https://schema.org',
    ...seriesNode(show, ctx),
    description: show.description,
    webFeed: new URL(podcastFeedPath(show), ctx.url('podcasts', show)).toString(),
    ...(image ? { image } : {}),
    author: (show.hosts ?? []).map((host) => ({ '@type': 'Person', name: host.name })),
    publisher: ctx.publisher,
    inLanguage: 'en',
  }
}

/** schema.org PodcastEpisode for an episode's page: its audio, its show, its place in it. */
export function podcastEpisodeLd(episode: Episode, ctx: LdContext): LdNode {
  const url = ctx.url('episodes', episode)
  const show = showOf(episode)
  const audio = typeof episode.audio === 'object' ? episode.audio : null
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    '@id': `${url}#episode`,
    name: episode.title,
    description: episode.description,
    url,
    ...(episode.episodeNumber ? { episodeNumber: episode.episodeNumber } : {}),
    ...(episode.season ? { partOfSeason: { '@type': 'PodcastSeason', seasonNumber: episode.season } } : {}),
    ...(episode.publishedAt ? { datePublished: episode.publishedAt } : {}),
    timeRequired: isoDuration(episode.duration),
    ...(show ? { partOfSeries: seriesNode(show, ctx) } : {}),
    ...(audio?.url
      ? {
          associatedMedia: {
            '@type': 'MediaObject',
            contentUrl: new URL(audio.url, url).toString(),
            encodingFormat: audio.mimeType ?? 'audio/mpeg',
            duration: isoDuration(episode.duration),
          },
        }
      : {}),
    publisher: ctx.publisher,
    inLanguage: 'en',
  }
}
