import type { Giveaway } from '@/payload-types'

/** Where a giveaway stands. Derived from its dates each time it is shown; never stored. */
export type GiveawayStatus = 'upcoming' | 'open' | 'closed' | 'winner-announced'

export type Dated = Pick<Giveaway, 'startsAt' | 'endsAt'> & Partial<Pick<Giveaway, 'disabled' | 'winner'>>

/** What the disabled variant says in place of the form when the editor wrote nothing. */
export const DEFAULT_CLOSED_MESSAGE = 'Entries for this giveaway are closed. Thank you to everyone who took part.'

export const STATUS_LABELS: Record<GiveawayStatus, string> = {
  upcoming: 'Opens soon',
  open: 'Open for entries',
  closed: 'Closed',
  'winner-announced': 'Winner announced',
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN)

/**
 * Upcoming before its start, open from its start until its end, then closed; once the editor has
 * written the winner's name, winner announced. A disabled giveaway takes no entries: it is closed
 * whatever its dates say.
 */
export function giveawayStatus(giveaway: Dated, now: Date | number = Date.now()): GiveawayStatus {
  const at = typeof now === 'number' ? now : now.getTime()
  const announced = Boolean(giveaway.winner?.name?.trim())
  if (!(at >= time(giveaway.startsAt)) && !giveaway.disabled) return 'upcoming'
  if (at < time(giveaway.endsAt) && !giveaway.disabled) return 'open'
  return announced ? 'winner-announced' : 'closed'
}

/** When the status next changes by itself (its start or its end); null once it no longer will. */
export function nextStatusChange(giveaway: Dated, now: Date | number = Date.now()): Date | null {
  const at = typeof now === 'number' ? now : now.getTime()
  if (giveaway.disabled) return null
  const next = [time(giveaway.startsAt), time(giveaway.endsAt)].find((t) => t > at)
  return next === undefined ? null : new Date(next)
}

/** Open giveaways first (closing soonest first), then upcoming (opening soonest first), then past (newest first). */
export function byStatus<T extends Dated>(giveaways: T[], now: Date | number = Date.now()): T[] {
  const rank = (g: T) => ({ open: 0, upcoming: 1, closed: 2, 'winner-announced': 2 })[giveawayStatus(g, now)]
  const key = (g: T) => {
    const status = giveawayStatus(g, now)
    if (status === 'open') return time(g.endsAt)
    if (status === 'upcoming') return time(g.startsAt)
    return -time(g.endsAt)
  }
  return [...giveaways].sort((a, b) => rank(a) - rank(b) || key(a) - key(b))
}
