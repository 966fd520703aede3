import { isRescheduled, showState, type ShowState } from '@/lib/tour/status'
import { venueDay, venueTime } from '@/lib/tour/time'
import type { TourShow } from '@/payload-types'

const TONE: Record<ShowState, string> = {
  'on-sale': 'bg-chalk text-paper',
  presale: 'bg-sky text-ink',
  'coming-soon': 'bg-sky text-ink',
  'few-tickets': 'bg-sun text-ink',
  'sold-out': 'bg-ink text-paper',
  cancelled: 'bg-apple text-white',
  postponed: 'bg-apple-soft text-ink',
  past: 'bg-line text-ink',
}

/** The words of a show's state: what the badge says. */
export function stateLabel(show: TourShow, state: ShowState): string {
  switch (state) {
    case 'on-sale':
      return 'On sale'
    case 'presale':
      return show.onSaleAt ? `Presale now · general sale ${venueDay(show.onSaleAt, show.timeZone)}` : 'Presale now'
    case 'coming-soon':
      if (show.presaleAt) return `Presale ${venueDay(show.presaleAt, show.timeZone)}`
      return show.onSaleAt ? `On sale ${venueDay(show.onSaleAt, show.timeZone)}` : 'On sale soon'
    case 'few-tickets':
      return 'Few tickets left'
    case 'sold-out':
      return 'Sold out'
    case 'cancelled':
      return 'Cancelled'
    case 'postponed':
      return 'Postponed · new date to come'
    case 'past':
      return 'Past show'
  }
}

export function ShowStatus({ show, now }: { show: TourShow; now: number }) {
  const state = showState(show, now)
  const original = venueTime(show.startsAt, show.timeZone)
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span data-state={state} className={`rounded-full px-3 py-1 font-semibold ${TONE[state]}`}>
        {stateLabel(show, state)}
      </span>
      {isRescheduled(show) && <span className="font-semibold text-apple">Rescheduled from {original.date}</span>}
    </p>
  )
}
