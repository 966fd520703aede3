import Link from 'next/link'

import { PostGrid } from '@/components/post-grid'
import { listPosts } from '@/collections/posts/queries'
import type { RecentSection as RecentData } from '@/payload-types'

export async function RecentSection({ id, heading, limit }: RecentData) {
  const { docs } = await listPosts({ limit: limit ?? 6 })
  if (docs.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`recent-${id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`recent-${id}`} className="text-3xl font-semibold">
          {heading}
        </h2>
        <Link href="/post" className="shrink-0 font-semibold text-chalk hover:underline">
          All articles<span aria-hidden="true"> →</span>
        </Link>
      </div>
      <PostGrid posts={docs} />
    </section>
  )
}
