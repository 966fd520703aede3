import { videoLd } from '@/collections/videos/json-ld'
import { summary } from '@/content/summary'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { idsOf } from '@/lib/relation-ids'

/** Videos: /video/{slug}, listed on /videos, their category's page and their series' slider. */
export const videos: ContentTypeDescriptor<'videos'> = {
  collection: 'videos',
  label: { singular: 'video', plural: 'videos' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/video/${doc.slug ?? ''}`,
  index: '/videos',
  // The poster, category, series and file.
  depth: 1,
  lists: {
    select: { category: true, series: true },
    tags: (video) => [
      tags.list('videos'),
      ...idsOf(video.category).map((id) => tags.filter('videos', 'category', id)),
      ...idsOf(video.series).map((id) => tags.filter('videos', 'original', id)),
    ],
  },
  sitemap: {},
  // A feed here is a document's feed of articles; videos are watched on the site.
  feed: null,
  linkable: true,
  savable: {
    kind: 'VIDEO',
    unavailable: 'This video is not available to save. It may have been unpublished.',
    select: { title: true, description: true, poster: true },
    card: (video) => ({ title: video.title, excerpt: video.description, image: video.poster }),
  },
  seo: { description: (doc) => summary(doc.description) },
  search: {
    kind: 'VIDEO',
    code: 14,
    words: ['video'],
    title: 'title',
    fields: ['description'],
    image: (video) => video.poster,
    date: (video) => video.publishedAt,
  },
  jsonLd: videoLd,
}
