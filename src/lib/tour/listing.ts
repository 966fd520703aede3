import { isPast, startOf, type ShowDates } from '@/lib/tour/status'
import { venueMonth } from '@/lib/tour/time'
import type { TourView } from '@/lib/tour/view'

type Show = ShowDates & { timeZone: string; kind: string; region: string }

export type Month<T> = { key: string; label: string; shows: T[] }

/** What the shows section lists for a view: by month, the first months now and the rest on request. */
export type Listing<T> = {
  /** Every show of the view (upcoming or past), before the kind and region filters. */
  pool: T[]
  /** The shows that pass the filters. */
  matched: T[]
  months: Month<T>[]
  /** Months that "Show more dates" brings, with how many shows they hold. */
  later: Month<T>[]
  laterCount: number
}

const sameRegion = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

/** Shows grouped by the month they fall in at their venue, in the order given. */
export function byMonth<T extends Show>(shows: T[]): Month<T>[] {
  const months = new Map<string, Month<T>>()
  for (const show of shows) {
    const { key, label } = venueMonth(startOf(show), show.timeZone)
    const month = months.get(key) ?? { key, label, shows: [] }
    month.shows.push(show)
    months.set(key, month)
  }
  return [...months.values()]
}

/**
 * Upcoming shows soonest first (the archive: past ones, newest first), filtered by kind and region,
 * in whole months from the first until at least `view.shows` shows are listed.
 */
export function listShows<T extends Show>(shows: T[], view: TourView, now: number): Listing<T> {
  const pool = view.archive
    ? shows.filter((s) => isPast(s, now)).reverse()
    : shows.filter((s) => !isPast(s, now)).sort((a, b) => Date.parse(startOf(a)) - Date.parse(startOf(b)))
  const matched = pool.filter(
    (s) => (view.kind === 'all' || s.kind === view.kind) && (!view.region || sameRegion(s.region, view.region)),
  )
  const all = byMonth(matched)
  let listed = 0
  let end = 0
  while (end < all.length && (view.shows === 'all' || listed < view.shows)) listed += all[end++].shows.length
  return {
    pool,
    matched,
    months: all.slice(0, end),
    later: all.slice(end),
    laterCount: matched.length - listed,
  }
}
