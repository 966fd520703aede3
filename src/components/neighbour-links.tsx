import Link from 'next/link'

export type Neighbour = { href: string; label: string; title: string }

const LINK = 'flex flex-col rounded-2xl border-2 border-ink/15 px-4 py-3 hover:border-ink hover:bg-sun-soft'

/** The one before and the one after (a picture among the others, a part of a series): each says where it goes. */
export function NeighbourLinks({
  label,
  previous,
  next,
  className = '',
}: {
  label: string
  previous?: Neighbour | null
  next?: Neighbour | null
  className?: string
}) {
  if (!previous && !next) return null
  return (
    <nav aria-label={label} className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {previous ? (
        <Link href={previous.href} rel="prev" className={LINK}>
          <span className="text-sm text-muted">← {previous.label}</span>
          <span className="font-semibold">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className={`${LINK} sm:text-right`}>
          <span className="text-sm text-muted">{next.label} →</span>
          <span className="font-semibold">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}
