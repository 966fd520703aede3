import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Author, Post } from '@/payload-types'

type PostForSeo = Pick<Post, 'title' | 'slug' | 'excerpt' | 'heroImage' | 'meta' | 'publishedAt' | 'updatedAt'> &
  Partial<Pick<Post, 'authors' | 'categories'>>

/** The metadata input of an article: `pageMetadata(postSeo(post))`. */
export function postSeo(post: PostForSeo): Omit<DocumentMetadataInput, 'settings'> {
  const authors = (post.authors ?? []).filter((a): a is Author => typeof a === 'object')
  const categories = (post.categories ?? []).flatMap((c) => (typeof c === 'object' ? [c.title] : []))
  return {
    title: post.title,
    description: post.excerpt,
    image: post.heroImage,
    path: pathOf('posts', post),
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: authors.map((a) => ({ name: a.name, path: pathOf('authors', a) })),
    section: categories[0],
    tags: categories,
    meta: post.meta,
  }
}
