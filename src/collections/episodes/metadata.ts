import { showFeed } from '@/collections/podcasts/metadata'
import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Episode } from '@/payload-types'

/** A podcast episode, pictured by its show's cover. */
export function episodeSeo(
  episode: Pick<Episode, 'title' | 'slug' | 'description' | 'show' | 'publishedAt' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  const show = typeof episode.show === 'object' ? episode.show : null
  return {
    title: show ? `${episode.title} · ${show.title}` : episode.title,
    description: episode.description.replace(/\s+/g, ' ').slice(0, 300),
    image: show?.cover,
    path: pathOf('episodes', episode),
    type: 'article',
    publishedTime: episode.publishedAt,
    ...(show ? { feed: showFeed(show) } : {}),
    meta: episode.meta,
  }
}
