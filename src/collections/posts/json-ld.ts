import type { LdContext, LdNode } from '@/content/types'
import type { Author, Category, Post } from '@/payload-types'

export type PostForLd = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'updatedAt' | 'createdAt'> &
  Partial<Pick<Post, 'heroImage' | 'authors' | 'categories' | 'original' | 'publishedAt' | 'meta'>>

/** schema.org Article for an article's page. */
export function articleLd(post: PostForLd, ctx: LdContext): LdNode {
  const url = ctx.url('posts', post)
  const images = [ctx.image(post.meta?.image), ctx.image(post.heroImage), ctx.image(post.heroImage, 'original')]
  const image = [...new Set(images.filter((i): i is string => !!i))]
  const authors = (post.authors ?? []).filter((a): a is Author => typeof a === 'object')
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const series = post.original && typeof post.original === 'object' ? post.original : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    // Google shows at most 110 characters of a headline.
    headline: (post.meta?.title?.trim() || post.title).slice(0, 110),
    description: post.meta?.description?.trim() || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(image.length ? { image } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: authors.map((a) => ({ '@type': 'Person', name: a.name, url: ctx.url('authors', a) })),
    publisher: ctx.publisher,
    ...(categories.length ? { articleSection: categories.map((c) => c.title) } : {}),
    ...(series
      ? { isPartOf: { '@type': 'CreativeWorkSeries', name: series.title, url: ctx.url('originals', series) } }
      : {}),
    inLanguage: 'en',
    isAccessibleForFree: true,
  }
}
