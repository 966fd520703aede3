import Link from 'next/link'

import { searchHref, toggleType } from '@/components/search/search-href'
import { typesLabel } from '@/components/search/type-label'
import type { ContentType } from '@/content/types'
import type { SearchFacet } from '@/server/search'

type Props = { query: string; selected: ContentType[]; facets: SearchFacet[] }

type Chip = { key: string; href: string; label: string; count: number; current: boolean }

/**
 * The types the words were found in, with their counts: each chip turns its type on or off and
 * keeps the words; "All types" clears the filter. The counts ignore the filter, so they stay put.
 */
export function SearchFacets({ query, selected, facets }: Props) {
  // A filtered type the words are not found in still shows, so it can be turned off.
  const shown = [
    ...facets,
    ...selected
      .filter((type) => !facets.some((f) => f.type === type))
      .map((type) => ({ type, label: typesLabel(type), count: 0 })),
  ]
  const chips: Chip[] = [
    {
      key: 'all',
      href: searchHref({ query }),
      label: 'All types',
      count: facets.reduce((sum, f) => sum + f.count, 0),
      current: selected.length === 0,
    },
    ...shown.map(({ type, label, count }) => ({
      key: type,
      href: searchHref({ query, types: toggleType(selected, type) }),
      label,
      count,
      current: selected.includes(type),
    })),
  ]
  return (
    <nav aria-label="Filter results by type" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.current ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-semibold ${
                chip.current ? 'border-chalk bg-chalk text-paper' : 'border-ink/15 hover:bg-sun-soft'
              }`}
            >
              {chip.current && chip.key !== 'all' && <span aria-hidden="true">✓</span>}
              {chip.label}{' '}
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${chip.current ? 'bg-paper/20' : 'bg-ink/10'}`}
              >
                {chip.count}
                <span className="sr-only"> {chip.count === 1 ? 'result' : 'results'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
