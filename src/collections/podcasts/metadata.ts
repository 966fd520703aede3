import { podcastFeedPath } from '@/collections/podcasts/json-ld'
import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Podcast } from '@/payload-types'

/** A show's podcast feed, listed beside the site's on its pages and its episodes'. */
export const showFeed = (show: Pick<Podcast, 'title' | 'slug'>) => ({
  title: `${show.title} (podcast feed)`,
  path: podcastFeedPath(show),
})

/** A podcast show: its cover, and its podcast feed beside the site's. */
export function showSeo(
  show: Pick<Podcast, 'title' | 'slug' | 'description' | 'cover' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: `${show.title} (podcast)`,
    description: show.description.replace(/\s+/g, ' ').slice(0, 300),
    image: show.cover,
    path: pathOf('podcasts', show),
    feed: showFeed(show),
    meta: show.meta,
  }
}
