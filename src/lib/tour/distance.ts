export type Point = { lat: number; lon: number }

const EARTH_MILES = 3958.8
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Items nearest `origin` first, each with its distance; items with no known place keep their
 * order after the rest. Ties keep their order too (the sort is stable).
 */
export function byDistance<T>(items: T[], origin: Point, pointOf: (item: T) => Point | null) {
  return items
    .map((item) => {
      const point = pointOf(item)
      return { item, miles: point ? milesBetween(origin, point) : null }
    })
    .sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity))
}

/** A latitude and longitude typed or sent by a browser, checked. */
export function parsePoint(lat: unknown, lon: unknown): Point | null {
  const [a, b] = [Number(lat), Number(lon)]
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null
  if (lat === '' || lon === '' || lat == null || lon == null) return null
  return { lat: a, lon: b }
}
