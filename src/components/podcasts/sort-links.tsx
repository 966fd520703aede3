import Link from 'next/link'

import { EPISODE_SORTS, type EpisodeSort } from '@/collections/episodes/queries'

/** The address of a show's episode list in an order (newest, the default, is the bare path). */
export const sortHref = (path: string, sort: EpisodeSort) => (sort === 'newest' ? path : `${path}?sort=${sort}`)

/**
 * The sort-by control of a show's episodes: links, so the order is in the address (shareable,
 * kept by back and refresh) and works without JavaScript; the chosen one is marked current.
 */
export function SortLinks({ path, current }: { path: string; current: EpisodeSort }) {
  return (
    <nav aria-label="Sort episodes" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-muted">Sort by</span>
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(EPISODE_SORTS) as EpisodeSort[]).map((sort) => (
          <li key={sort}>
            <Link
              href={sortHref(path, sort)}
              aria-current={sort === current ? 'true' : undefined}
              scroll={false}
              className="flex h-11 items-center rounded-full border-2 border-ink px-4 text-sm font-semibold hover:bg-sun-soft aria-[current]:bg-ink aria-[current]:text-paper"
            >
              {EPISODE_SORTS[sort].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
