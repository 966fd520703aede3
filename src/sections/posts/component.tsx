import Link from 'next/link'

import { PostGrid } from '@/components/post-grid'
import { paths } from '@/lib/paths'
import { listPosts } from '@/lib/queries/posts'
import type { Post, PostsSection as PostsData } from '@/payload-types'

export async function PostsSection({ section }: { section: PostsData }) {
  const limit = section.limit ?? 4
  const category = typeof section.category === 'object' ? section.category : null
  const posts =
    section.source === 'picked'
      ? (section.posts ?? [])
          .filter((p): p is Post => typeof p === 'object' && p._status === 'published')
          .slice(0, limit)
      : category
        ? (await listPosts({ by: 'category', id: category.id, limit })).docs
        : []
  if (posts.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`posts-${section.id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`posts-${section.id}`} className="text-3xl font-semibold">
          {section.heading}
        </h2>
        {category && (
          <Link href={paths.category(category.slug)} className="shrink-0 font-semibold text-chalk hover:underline">
            More {category.title}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      <PostGrid posts={posts} />
    </section>
  )
}
