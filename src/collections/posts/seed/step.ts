import { POSTS_1 } from '@/collections/posts/seed/content-1'
import { POSTS_2 } from '@/collections/posts/seed/content-2'
import { POSTS_3 } from '@/collections/posts/seed/content-3'
import { POSTS_4 } from '@/collections/posts/seed/content-4'
import { POSTS_5 } from '@/collections/posts/seed/content-5'
import { POSTS_6 } from '@/collections/posts/seed/content-6'
import { POSTS_7 } from '@/collections/posts/seed/content-7'
import type { PostSeed } from '@/seed/content/types'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import { richText } from '@/seed/lexical'
import { resolveRefs } from '@/seed/refs'
import type { SeedStep } from '@/seed/step'

export const POSTS: PostSeed[] = [...POSTS_1, ...POSTS_2, ...POSTS_3, ...POSTS_4, ...POSTS_5, ...POSTS_6, ...POSTS_7]

const HOUR = 60 * 60 * 1000

/** A publication time `daysAgo` days back, at a morning-to-evening hour that varies per article. */
function publishedAt(post: PostSeed, index: number, now: number): string {
  const day = new Date(now - post.daysAgo * 24 * HOUR)
  day.setUTCHours(6 + ((index * 5) % 13), (index * 17) % 60, 0, 0)
  return new Date(Math.min(day.getTime(), now - HOUR)).toISOString()
}

/**
 * Articles, oldest first (ids then follow publication order). Hand-picked related articles are
 * set in a second pass, once every article they may point to exists; only on articles this run
 * created, so an editor's later choice is never overwritten.
 */
async function seedPosts(s: Seeder) {
  const existing = await findBy(
    s,
    'posts',
    'slug',
    POSTS.map((p) => p.slug),
  )
  const now = Date.now()
  const created: PostSeed[] = []
  const ordered = [...POSTS].sort((a, b) => b.daysAgo - a.daysAgo)
  for (const [index, post] of ordered.entries()) {
    let id = existing.get(post.slug)
    if (id === undefined) {
      const heroImage = s.lookup.media(post.image)
      const doc = await s.payload.create({
        collection: 'posts',
        data: {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          heroImage,
          content: resolveRefs(richText(...post.body), s.lookup),
          authors: post.authors.map((key) => s.authors.get(key) as number),
          categories: post.categories.map((slug) => s.lookup.doc('categories', slug)),
          original: post.original ? s.lookup.doc('originals', post.original) : undefined,
          sponsored: Boolean(post.sponsor),
          sponsor: post.sponsor,
          publishedAt: publishedAt(post, index, now),
          createdBy: s.users.get(post.createdBy ?? 'editor'),
          meta: { title: post.title, description: post.excerpt, image: heroImage },
          _status: 'published',
        },
        ...WRITE,
      })
      id = doc.id
      s.created.posts++
      created.push(post)
    }
    s.docs.posts.set(post.slug, id)
  }
  for (const post of created) {
    if (!post.related?.length) continue
    await s.payload.update({
      collection: 'posts',
      id: s.lookup.doc('posts', post.slug),
      data: { relatedPosts: post.related.map((slug) => s.lookup.doc('posts', slug)) },
      ...WRITE,
    })
  }
}

export const step: SeedStep = { after: ['authors', 'categories', 'originals'], run: seedPosts }
