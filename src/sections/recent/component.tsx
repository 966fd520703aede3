import Link from 'next/link'

import { PostGrid } from '@/components/post-grid'
import { listPosts } from '@/lib/queries/posts'
import type { RecentSection as RecentData } from '@/payload-types'

export async function RecentSection({ section }: { section: RecentData }) {
  const { docs } = await listPosts({ limit: section.limit ?? 6 })
  if (docs.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`recent-${section.id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`recent-${section.id}`} className="text-3xl font-semibold">
          {section.heading}
        </h2>
        <Link href="/post" className="shrink-0 font-semibold text-chalk hover:underline">
          All articles<span aria-hidden="true"> →</span>
        </Link>
      </div>
      <PostGrid posts={docs} />
    </section>
  )
}
