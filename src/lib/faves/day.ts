/**
 * Which day of faves the site shows. A day is a calendar date `yyyy-mm-dd` in the site's time
 * zone; "today" is the date there now. Pure: the page, the queries and the tests read it.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar date written `yyyy-mm-dd` (2026-02-30 is not). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The date in `timeZone` at `now`, as `yyyy-mm-dd`. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The first moment of the day after `now`'s in `timeZone`: when "today" changes. */
export function nextDayStart(timeZone: string, now: Date): Date {
  const today = dayIn(timeZone, now)
  // Days are 23 to 25 hours long: step by hours from 22 h later until the date changes.
  let probe = new Date(now.getTime() - (now.getTime() % 3_600_000))
  while (dayIn(timeZone, probe) === today) probe = new Date(probe.getTime() + 3_600_000)
  // The change happened within the last hour: find the minute (time zones change on the minute).
  let start = new Date(probe.getTime() - 3_600_000)
  while (dayIn(timeZone, start) === today) start = new Date(start.getTime() + 60_000)
  return start
}

/** The first moment of `day` (`yyyy-mm-dd`) in `timeZone`. */
export function dayStart(timeZone: string, day: string): Date {
  // 15 hours before midnight UTC it is still the day before everywhere (offsets run −12 to +14).
  let start = new Date(Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000)
  while (dayIn(timeZone, start) < day) start = nextDayStart(timeZone, start)
  return start
}

/**
 * The day the index shows: today's if it is published, else the latest published before today.
 * A day after today is never shown, even when published (editors prepare days ahead).
 */
export function selectDay(published: readonly string[], today: string): string | null {
  let best: string | null = null
  for (const day of published) if (day <= today && (best === null || day > best)) best = day
  return best
}

/** Whether a visitor may see `day` today: a real date, not after today. */
export const isShown = (day: string, today: string) => isDay(day) && day <= today

/** "Tuesday 24 November 2026", for headings. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}
