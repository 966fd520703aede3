import Link from 'next/link'

type Props = {
  page: number
  totalPages: number
  basePath: string
  /** The address of page n, for lists whose address carries filters too; `?page=n` by default. */
  hrefOf?: (n: number) => string
  /** The words of the previous and next links: lists run newest first unless they say otherwise. */
  labels?: { previous: string; next: string }
}

const DATED = { previous: '← Newer', next: 'Older →' }

/** Page n of a list at `basePath`: page 1 is the bare path (one canonical address). */
export const pageHref = (basePath: string, n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`)

/** Numbered pages as ?page=N links. */
export function Pagination({ page, totalPages, basePath, hrefOf, labels = DATED }: Props) {
  if (totalPages <= 1) return null
  const href = hrefOf ?? ((n: number) => pageHref(basePath, n))
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === totalPages || Math.abs(n - page) <= 2,
  )
  const item = 'flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold'
  return (
    <nav aria-label="Pagination" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={`${item} hover:bg-sun-soft`}>
              {labels.previous}
            </Link>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n} className="flex items-center">
            {i > 0 && n - pages[i - 1] > 1 && (
              <span className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            )}
            <Link
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`${item} ${n === page ? 'bg-chalk text-paper' : 'hover:bg-sun-soft'}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={`${item} hover:bg-sun-soft`}>
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** `?page=` as a positive integer; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 ? n : 1
}
