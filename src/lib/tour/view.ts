/** What the tour page's address asks for: filters, the archive, the near-me origin, how many dates. All shareable, all GET. */
export type ShowKind = 'all' | 'standard' | 'seated'

export type TourView = {
  region: string | null
  kind: ShowKind
  archive: boolean
  zip: string | null
  lat: string | null
  lon: string | null
  /** How many shows the list holds at least (whole months of them), or all of them. */
  shows: number | 'all'
}

/** The list's first dates, and how many more "Show more dates" adds. */
export const SHOWS_PER_STEP = 10

type Params = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => {
  const v = Array.isArray(value) ? value[0] : value
  return v?.trim() ? v.trim().slice(0, 100) : null
}

/**
 * The view an address asks for, or null when it names a kind of show, a view or a number of shows
 * that does not exist (the page answers 404, as a podcast's unknown sort does). A region, a ZIP code or a location
 * that matches nothing is a valid question: the page answers it in words.
 */
export function parseTourView(params: Params): TourView | null {
  const kind = one(params.kind) ?? 'all'
  const view = one(params.view)
  const shows = parseShows(one(params.shows))
  if (!Object.hasOwn(KIND_LABELS, kind) || (view !== null && view !== 'archive') || shows === null) return null
  return {
    region: one(params.region),
    kind: kind as ShowKind,
    archive: view === 'archive' || one(params.archive) === '1',
    zip: one(params.zip),
    lat: one(params.lat),
    lon: one(params.lon),
    shows,
  }
}

function parseShows(value: string | null): TourView['shows'] | null {
  if (value === null) return SHOWS_PER_STEP
  if (value === 'all') return 'all'
  const count = /^\d{1,4}$/.test(value) ? Number(value) : 0
  return count > 0 ? count : null
}

/**
 * The address of a view, from the current one with some parts changed (null removes a part). A
 * changed list starts again at its first dates unless the change says how many it holds.
 */
export function tourHref(path: string, view: TourView, change: Partial<TourView>, fragment = 'shows'): string {
  const next = { ...view, shows: SHOWS_PER_STEP, ...change }
  const query = new URLSearchParams()
  if (next.archive) query.set('view', 'archive')
  if (next.kind !== 'all') query.set('kind', next.kind)
  if (next.region) query.set('region', next.region)
  if (next.zip) query.set('zip', next.zip)
  else if (next.lat && next.lon) {
    query.set('lat', next.lat)
    query.set('lon', next.lon)
  }
  if (next.shows !== SHOWS_PER_STEP) query.set('shows', String(next.shows))
  const qs = query.toString()
  return `${path}${qs ? `?${qs}` : ''}#${fragment}`
}

export const KIND_LABELS: Record<ShowKind, string> = { all: 'All shows', standard: 'Shows', seated: 'Seated shows' }
