import Link from 'next/link'

import { PostGrid } from '@/components/post-grid'
import { pathOf } from '@/content/registry'
import { listPosts } from '@/collections/posts/queries'
import type { Post, PostsSection as PostsData } from '@/payload-types'

export async function PostsSection({ id, heading, source, category: picked, posts: picks, limit: max }: PostsData) {
  const limit = max ?? 4
  const category = typeof picked === 'object' ? picked : null
  const posts =
    source === 'picked'
      ? (picks ?? []).filter((p): p is Post => typeof p === 'object' && p._status === 'published').slice(0, limit)
      : category
        ? (await listPosts({ by: 'category', id: category.id, limit })).docs
        : []
  if (posts.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`posts-${id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`posts-${id}`} className="text-3xl font-semibold">
          {heading}
        </h2>
        {category && (
          <Link href={pathOf('categories', category)} className="shrink-0 font-semibold text-chalk hover:underline">
            More {category.title}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      <PostGrid posts={posts} />
    </section>
  )
}
