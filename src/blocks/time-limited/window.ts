import type { TimeLimitedBlock as TimeLimitedBlockData } from '@/payload-types'

type Window = Pick<TimeLimitedBlockData, 'startsAt' | 'endsAt'>

/** Milliseconds of a bound, or null when it is missing (open on that side). */
function bound(value: string | null | undefined): number | null {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

/** startsAt ≤ now < endsAt. */
export function isWithinWindow(window: Window, now: Date): boolean {
  const start = bound(window.startsAt)
  const end = bound(window.endsAt)
  const t = now.getTime()
  return (start === null || start <= t) && (end === null || t < end)
}

/** The next moment the block appears or disappears, or null when it never changes again. */
export function nextBoundary(window: Window, now: Date): Date | null {
  const t = now.getTime()
  const ahead = [bound(window.startsAt), bound(window.endsAt)].filter((ms): ms is number => ms !== null && ms > t)
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null
}
