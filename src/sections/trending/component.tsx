import Link from 'next/link'

import { pathOf } from '@/content/registry'
import { getTrending } from '@/lib/queries/trending'
import type { TrendingSection as TrendingData } from '@/payload-types'

/** Editor's picks, else the most-read articles of the last days: a numbered list. */
export async function TrendingSection({ id, heading, picks, days, limit }: TrendingData) {
  const posts = await getTrending(picks, days ?? 7, limit ?? 5)
  if (posts.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`trending-${id}`}>
      <h2 id={`trending-${id}`} className="text-3xl font-semibold">
        {heading}
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
              href={pathOf('posts', post)}
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
