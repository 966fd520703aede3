import { articleLd } from '@/collections/posts/json-ld'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { idsOf } from '@/lib/relation-ids'

/** Articles: /post/{slug}, listed everywhere, filtered by category, author and series. */
export const posts: ContentTypeDescriptor<'posts'> = {
  collection: 'posts',
  label: { singular: 'article', plural: 'articles' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/post/${doc.slug ?? ''}`,
  index: '/post',
  depth: 2,
  lists: {
    select: { categories: true, authors: true, original: true },
    tags: (post) => [
      tags.list('posts'),
      ...idsOf(post.categories).map((id) => tags.filter('posts', 'category', id)),
      ...idsOf(post.authors).map((id) => tags.filter('posts', 'author', id)),
      ...idsOf(post.original).map((id) => tags.filter('posts', 'original', id)),
    ],
  },
  sitemap: {},
  // The site feed (/feed.xml) is the articles' own; category, author and series feeds list them too.
  feed: null,
  linkable: true,
  savable: {
    kind: 'POST',
    unavailable: 'This article is not available to save. It may have been unpublished.',
    select: { title: true, excerpt: true, heroImage: true },
    card: (post) => ({ title: post.title, excerpt: post.excerpt, image: post.heroImage }),
  },
  seo: { description: (doc) => doc.excerpt ?? '' },
  search: {
    kind: 'POST',
    code: 15,
    words: ['article'],
    title: 'title',
    fields: ['excerpt', 'content'],
    image: (post) => post.heroImage,
    date: (post) => post.publishedAt,
  },
  jsonLd: articleLd,
}
