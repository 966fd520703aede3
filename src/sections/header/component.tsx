import { PostCard } from '@/components/post-card'
import { listPosts } from '@/collections/posts/queries'
import type { HeaderSection as HeaderData, Post } from '@/payload-types'

const published = (p: number | Post | null | undefined): p is Post =>
  typeof p === 'object' && p?._status === 'published'

/** The lead story and the ones beside it; newest articles fill whatever the editor left empty. */
export async function HeaderSection({ lead: leadPick, side: sidePicks }: HeaderData) {
  const picked = [leadPick, ...(sidePicks ?? [])].filter(published)
  const fill = picked.length < 5 ? (await listPosts({ limit: 5 + picked.length })).docs : []
  const seen = new Set(picked.map((p) => p.id))
  const stories = [...picked, ...fill.filter((p) => !seen.has(p.id))].slice(0, 5)
  const [lead, ...side] = stories
  if (!lead) return null
  return (
    <section aria-label="Top stories" className="container-site pt-8">
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <PostCard post={lead} size="lg" headingLevel="h2" priority />
        <ul className="flex flex-col gap-6">
          {side.map((post) => (
            <li key={post.id} className="border-b border-line pb-6 last:border-0">
              <PostCard post={post} size="sm" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
