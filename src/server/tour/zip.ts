import 'server-only'

import type { Point } from '@/lib/tour/distance'
import { ZIP_CENTROIDS } from '@/server/tour/zip-centroids.data'

let table: Map<string, Point> | undefined

/** The table, decoded once per process on first use (about 34,000 entries). */
function centroids(): Map<string, Point> {
  if (table) return table
  table = new Map()
  let zip = 0
  for (const entry of ZIP_CENTROIDS.split(';')) {
    const [delta, lat, lon] = entry.split(',').map((part) => parseInt(part, 36))
    zip += delta
    table.set(String(zip).padStart(5, '0'), { lat: lat / 100, lon: lon / 100 })
  }
  return table
}

export type ZipAnswer = { ok: true; zip: string; point: Point } | { ok: false; message: string }

/** A visitor's ZIP code, as typed, to its centroid; a sentence when it is not one we know. */
export function lookupZip(input: string): ZipAnswer {
  const zip = input.trim().replace(/-\d{4}$/, '')
  if (!/^\d{5}$/.test(zip)) return { ok: false, message: 'Enter a five-digit US ZIP code, like 78701.' }
  const point = centroids().get(zip)
  if (!point) return { ok: false, message: `We don’t know the ZIP code ${zip}. Check it, or try a neighbouring one.` }
  return { ok: true, zip, point }
}

/** Where a show is, for the distance sort: its own coordinates, else its ZIP code's centroid. */
export function pointOf(show: { latitude?: number | null; longitude?: number | null; postalCode?: string | null }) {
  if (typeof show.latitude === 'number' && typeof show.longitude === 'number')
    return { lat: show.latitude, lon: show.longitude }
  const answer = show.postalCode ? lookupZip(show.postalCode) : null
  return answer?.ok ? answer.point : null
}
