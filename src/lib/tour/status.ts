/**
 * Where a comedy-tour show stands, derived from its dates and the one thing dates cannot tell:
 * the status an editor sets (few tickets, sold out, cancelled, postponed). Never stored.
 */
export type EditorStatus = 'few-tickets' | 'sold-out' | 'cancelled' | 'postponed'

export type ShowDates = {
  startsAt: string
  durationMinutes?: number | null
  presaleAt?: string | null
  onSaleAt?: string | null
  showStatus?: EditorStatus | null
  /** A postponed show's new date, once known (it is then rescheduled). */
  newDate?: string | null
}

/** What the visitor is told, and whether the ticket button works. */
export type ShowState =
  'past' | 'cancelled' | 'postponed' | 'sold-out' | 'coming-soon' | 'presale' | 'few-tickets' | 'on-sale'

export type Availability = 'InStock' | 'PreOrder' | 'SoldOut'
export type EventStatus = 'EventScheduled' | 'EventCancelled' | 'EventPostponed' | 'EventRescheduled'

export const DEFAULT_DURATION_MINUTES = 120

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN)
const at = (now: Date | number) => (typeof now === 'number' ? now : now.getTime())

/** When the show happens: its new date once a postponed show has one. */
export function startOf(show: ShowDates): string {
  return show.showStatus === 'postponed' && show.newDate ? show.newDate : show.startsAt
}

export function endOf(show: ShowDates): number {
  return time(startOf(show)) + (show.durationMinutes || DEFAULT_DURATION_MINUTES) * 60_000
}

/** Past once it has ended (a postponed show without a new date is never past: it is to come). */
export function isPast(show: ShowDates, now: Date | number = Date.now()): boolean {
  if (show.showStatus === 'postponed' && !show.newDate) return false
  return endOf(show) <= at(now)
}

export function isRescheduled(show: ShowDates): boolean {
  return show.showStatus === 'postponed' && Boolean(show.newDate)
}

export function showState(show: ShowDates, now: Date | number = Date.now()): ShowState {
  const t = at(now)
  if (isPast(show, t)) return 'past'
  if (show.showStatus === 'cancelled') return 'cancelled'
  if (show.showStatus === 'postponed' && !show.newDate) return 'postponed'
  if (show.showStatus === 'sold-out') return 'sold-out'
  const onSale = time(show.onSaleAt)
  if (onSale > t) return time(show.presaleAt) <= t ? 'presale' : 'coming-soon'
  return show.showStatus === 'few-tickets' ? 'few-tickets' : 'on-sale'
}

/** schema.org offer availability (what search engines read): the three Google lists for events. */
export function availabilityOf(show: ShowDates, now: Date | number = Date.now()): Availability {
  const state = showState(show, now)
  if (state === 'coming-soon' || state === 'presale') return 'PreOrder'
  if (state === 'on-sale' || state === 'few-tickets') return 'InStock'
  // Sold out, cancelled, past; a postponed show's tickets wait for its new date.
  if (state === 'postponed') return time(show.onSaleAt) > at(now) ? 'PreOrder' : 'InStock'
  return 'SoldOut'
}

export function eventStatusOf(show: ShowDates): EventStatus {
  if (show.showStatus === 'cancelled') return 'EventCancelled'
  if (show.showStatus === 'postponed') return show.newDate ? 'EventRescheduled' : 'EventPostponed'
  return 'EventScheduled'
}

/** Whether the ticket link is live: shown but disabled when sold out, absent when nothing can be bought. */
export function ticketButton(state: ShowState): 'live' | 'disabled' | 'none' {
  if (state === 'on-sale' || state === 'few-tickets' || state === 'presale') return 'live'
  if (state === 'sold-out') return 'disabled'
  return 'none'
}

/** When a show's state next changes by itself (presale, general sale, its end): the page re-renders then. */
export function nextChange(show: ShowDates, now: Date | number = Date.now()): number | null {
  const t = at(now)
  const moments = [time(show.presaleAt), time(show.onSaleAt), endOf(show)].filter((m) => m > t)
  return moments.length > 0 ? Math.min(...moments) : null
}
