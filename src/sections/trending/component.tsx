import Link from 'next/link'

import { paths } from '@/lib/paths'
import { getTrending } from '@/lib/queries/trending'
import type { TrendingSection as TrendingData } from '@/payload-types'

/** Editor's picks, else the most-read articles of the last days: a numbered list. */
export async function TrendingSection({ section }: { section: TrendingData }) {
  const posts = await getTrending(section.picks, section.days ?? 7, section.limit ?? 5)
  if (posts.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`trending-${section.id}`}>
      <h2 id={`trending-${section.id}`} className="text-3xl font-semibold">
        {section.heading}
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-5">
        {posts.map((post, i) => (
          <li key={post.id} className="flex gap-4">
            <span
              className="font-display text-5xl font-bold text-sun [-webkit-text-stroke:1.5px_var(--color-ink)]"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <Link
              href={paths.post(post.slug)}
              className="font-display text-lg font-semibold leading-snug hover:underline"
            >
              {post.title}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
