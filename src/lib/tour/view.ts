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

export function parseTourView(params: Params): TourView {
  const kind = one(params.kind)
  return {
    region: one(params.region),
    kind: kind === 'standard' || kind === 'seated' ? kind : 'all',
    archive: one(params.view) === 'archive' || one(params.archive) === '1',
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
