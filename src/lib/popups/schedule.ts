import { isWithinWindow, nextBoundary } from '@/blocks/time-limited/window'

type Scheduled = { startsAt?: string | null; endsAt?: string | null }

/**
 * The popups inside their window at `now`, and the next moment one starts or ends (when the page
 * showing them must be rendered again), or null when none will.
 */
export function schedule<P extends Scheduled>(popups: P[], now: Date): { live: P[]; next: Date | null } {
  const times = popups.map((p) => nextBoundary(p, now)?.getTime()).filter((t) => t !== undefined)
  return {
    live: popups.filter((p) => isWithinWindow(p, now)),
    next: times.length > 0 ? new Date(Math.min(...times)) : null,
  }
}
