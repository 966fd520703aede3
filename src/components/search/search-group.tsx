import Link from 'next/link'

import { typesLabel } from '@/components/search/type-label'
import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import type { SearchHit } from '@/server/search'

/** Dates shown before the rest is opened. */
const NEAREST = 3

const linkClass = 'font-semibold text-chalk underline decoration-sun decoration-2 underline-offset-2 hover:decoration-4'

function Dates({ hits, name }: { hits: SearchHit[]; name: string }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {hits.map((hit) => (
        <li key={hit.id} className="flex flex-wrap items-baseline gap-x-3">
          <Link href={hit.url} className={linkClass}>
            {hit.title.startsWith(`${name}: `) ? hit.title.slice(name.length + 2) : hit.title}
          </Link>
          {hit.date && (
            <time dateTime={hit.date} className="text-sm text-muted">
              {formatDate(hit.date)}
            </time>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * A family of results as one (a tour's dates: "Teachers Do Stand-Up — 35 dates"): its page, the
 * nearest dates, and the others behind a native disclosure (no script, keyboard operable).
 */
export function SearchGroupCard({ hit }: { hit: SearchHit & { group: NonNullable<SearchHit['group']> } }) {
  const name = hit.title.split(' — ')[0]
  const [nearest, rest] = [hit.group.hits.slice(0, NEAREST), hit.group.hits.slice(NEAREST)]
  const unlisted = hit.group.count - hit.group.hits.length
  return (
    <Card frame="outline" className="flex flex-col gap-3 p-4 sm:p-5">
      <p className="text-xs font-bold uppercase tracking-wider text-chalk">{typesLabel(hit.type)}</p>
      <h2 className="font-display text-xl leading-tight font-semibold break-words">
        <Link href={hit.url} className="hover:underline decoration-sun decoration-4 underline-offset-4">
          {hit.title}
        </Link>
      </h2>
      <Dates hits={nearest} name={name} />
      {rest.length > 0 && (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-chalk hover:underline">
            <span
              aria-hidden="true"
              className="transition-transform group-open:rotate-90 motion-reduce:transition-none"
            >
              ›
            </span>
            {rest.length === 1 ? 'One more date' : `${rest.length} more dates`}
          </summary>
          <div className="mt-2 pl-5">
            <Dates hits={rest} name={name} />
          </div>
        </details>
      )}
      {unlisted > 0 && (
        <p>
          <Link href={hit.url} className={linkClass}>
            {unlisted === 1 ? 'One more date' : `${unlisted} more dates`} on the tour page
          </Link>
        </p>
      )}
    </Card>
  )
}
