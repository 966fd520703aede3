import { PostGrid } from '@/components/post-grid'
import { listPosts } from '@/collections/posts/queries'
import type { SponsoredSection as SponsoredData } from '@/payload-types'

export async function SponsoredSection({ id, heading, limit }: SponsoredData) {
  const { docs } = await listPosts({ sponsored: true, limit: limit ?? 3 })
  if (docs.length === 0) return null
  return (
    <section className="bg-sun-soft py-12" aria-labelledby={`sponsored-${id}`}>
      <div className="container-site">
        <h2 id={`sponsored-${id}`} className="mb-6 text-3xl font-semibold">
          {heading}
        </h2>
        <PostGrid posts={docs} />
      </div>
    </section>
  )
}
