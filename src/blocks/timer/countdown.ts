/** Countdown timers tick every 1000 ms. */
export const TICK_MS = 1000

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; done: boolean }

/**
 * Time left until `endsAt`, rounded up to the whole second so the display reaches 0 exactly when
 * the countdown is done. An unreadable date counts as already ended.
 */
export function remaining(endsAt: Date | string, now: Date | number): Remaining {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime()
  const ms = end - (typeof now === 'number' ? now : now.getTime())
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3_600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
    done: total === 0,
  }
}
