const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/**
 * Seconds in an ISO 8601 duration as the platform writes them (`PT1M15S`, `P1DT2H`), rounded;
 * `P0D` (a live stream or a premiere not yet shown) is 0. Null when it is not a duration.
 */
export function secondsOf(duration: string): number | null {
  const match = ISO_DURATION.exec(duration)
  if (!match || duration === 'P' || duration.endsWith('T')) return null
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  return Math.round((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds)
}
