/** What the tour page's address asks for: filters, the archive, the near-me origin. All shareable, all GET. */
export type ShowKind = 'all' | 'standard' | 'seated'

export type TourView = {
  region: string | null
  kind: ShowKind
  archive: boolean
  zip: string | null
  lat: string | null
  lon: string | null
}

type Params = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => {
  const v = Array.isArray(value) ? value[0] : value
  return v?.trim() ? v.trim().slice(0, 100) : null
}

/**
 * The view an address asks for, or null when it names a kind of show or a view that does not exist
 * (the page answers 404, as a podcast's unknown sort does). A region, a ZIP code or a location
 * that matches nothing is a valid question: the page answers it in words.
 */
export function parseTourView(params: Params): TourView | null {
  const kind = one(params.kind) ?? 'all'
  const view = one(params.view)
  if (!Object.hasOwn(KIND_LABELS, kind) || (view !== null && view !== 'archive')) return null
  return {
    region: one(params.region),
    kind: kind as ShowKind,
    archive: view === 'archive' || one(params.archive) === '1',
    zip: one(params.zip),
    lat: one(params.lat),
    lon: one(params.lon),
  }
}

/** The address of a view, from the current one with some parts changed (null removes a part). */
export function tourHref(path: string, view: TourView, change: Partial<TourView>): string {
  const next = { ...view, ...change }
  const query = new URLSearchParams()
  if (next.archive) query.set('view', 'archive')
  if (next.kind !== 'all') query.set('kind', next.kind)
  if (next.region) query.set('region', next.region)
  if (next.zip) query.set('zip', next.zip)
  else if (next.lat && next.lon) {
    query.set('lat', next.lat)
    query.set('lon', next.lon)
  }
  const qs = query.toString()
  return `${path}${qs ? `?${qs}` : ''}#shows`
}

export const KIND_LABELS: Record<ShowKind, string> = { all: 'All shows', standard: 'Shows', seated: 'Seated shows' }
