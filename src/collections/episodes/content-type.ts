import { podcastEpisodeLd } from '@/collections/podcasts/json-ld'
import { summary } from '@/content/summary'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { idsOf } from '@/lib/relation-ids'

const showSlug = (show: unknown) =>
  typeof show === 'object' && show !== null ? ((show as { slug?: string | null }).slug ?? '') : ''

/** Podcast episodes: /podcast/{show}/{slug}, listed on their show's page and on /podcasts. */
export const episodes: ContentTypeDescriptor<'episodes'> = {
  collection: 'episodes',
  label: { singular: 'episode', plural: 'episodes' },
  // The slug is unique within a show only: two shows' episodes may share a tag, which expires both.
  key: 'slug',
  pathSelect: { slug: true, show: true },
  // The show must be populated (depth ≥ 1, as every read that builds addresses is).
  path: (doc) => `/podcast/${showSlug(doc.show)}/${doc.slug ?? ''}`,
  index: '/podcasts',
  // The show with its cover, and the audio file.
  depth: 2,
  lists: {
    select: { show: true },
    tags: (episode) => [tags.list('episodes'), ...idsOf(episode.show).map((id) => tags.filter('episodes', 'show', id))],
  },
  sitemap: {},
  feed: null,
  // CMS links store a document, not an address: an episode's address needs its show populated,
  // which a link two levels down a page is not. Link to the show.
  linkable: false,
  savable: {
    kind: 'EPISODE',
    unavailable: 'This episode is not available to save. It may have been unpublished.',
    select: { title: true, description: true },
    card: (episode) => ({
      title: episode.title,
      excerpt: episode.description,
      image: typeof episode.show === 'object' ? episode.show.cover : null,
    }),
  },
  seo: { description: (doc) => summary(doc.description) },
  search: {
    kind: 'EPISODE',
    code: 12,
    words: ['episode'],
    title: 'title',
    fields: ['description', 'transcript', 'show'],
    // The show, for the address, the cover and its title.
    depth: 1,
    image: (episode) => (typeof episode.show === 'object' ? episode.show.cover : null),
    date: (episode) => episode.publishedAt,
    // Its page needs its show public (the show stays an id when a visitor may not read it).
    shown: (episode) => typeof episode.show === 'object' && episode.show !== null,
  },
  jsonLd: podcastEpisodeLd,
}
