import { PostGrid } from '@/components/post-grid'
import { listPosts } from '@/lib/queries/posts'
import type { SponsoredSection as SponsoredData } from '@/payload-types'

export async function SponsoredSection({ section }: { section: SponsoredData }) {
  const { docs } = await listPosts({ sponsored: true, limit: section.limit ?? 3 })
  if (docs.length === 0) return null
  return (
    <section className="bg-sun-soft py-12" aria-labelledby={`sponsored-${section.id}`}>
      <div className="container-site">
        <h2 id={`sponsored-${section.id}`} className="mb-6 text-3xl font-semibold">
          {section.heading}
        </h2>
        <PostGrid posts={docs} />
      </div>
    </section>
  )
}
