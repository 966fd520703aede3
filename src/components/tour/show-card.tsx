import { ShowStatus } from '@/components/tour/show-status'
import { showState, startOf, ticketButton } from '@/lib/tour/status'
import { venueTime } from '@/lib/tour/time'
import type { Performer, TourShow } from '@/payload-types'

const price = (show: TourShow) => {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: show.currency || 'USD' })
  if (show.priceMin == null) return null
  if (show.priceMax == null || show.priceMax === show.priceMin) return money.format(show.priceMin)
  return `${money.format(show.priceMin)}–${money.format(show.priceMax)}`
}

const lineupOf = (show: TourShow) =>
  (show.lineup ?? []).filter((p): p is Performer => typeof p === 'object' && p !== null)

/** One show: when (the venue's clock), where, who, its state, tickets and a calendar file. */
export function ShowCard({
  show,
  now,
  miles,
  level = 4,
}: {
  show: TourShow
  now: number
  miles?: number | null
  /** 4 under a month's heading, 3 in the near-me list, which has none. */
  level?: 3 | 4
}) {
  const Heading = level === 3 ? 'h3' : 'h4'
  const state = showState(show, now)
  const button = ticketButton(state)
  const { date, time } = venueTime(startOf(show), show.timeZone)
  const cost = price(show)
  const lineup = lineupOf(show)
  return (
    <article
      id={`show-${show.id}`}
      data-show={show.id}
      data-kind={show.kind}
      data-state={state}
      aria-labelledby={`show-${show.id}-title`}
      className="grid scroll-mt-24 gap-3 rounded-2xl border-2 border-ink bg-paper p-4 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:p-5"
    >
      <p className="font-display text-lg leading-tight font-semibold">
        <time dateTime={startOf(show)}>
          <span className="block">{date}</span>
          <span className="block font-sans text-base font-normal text-muted">{time}</span>
        </time>
      </p>
      <div className="flex flex-col gap-1">
        <Heading id={`show-${show.id}-title`} className="text-xl font-semibold">
          {show.city}, {show.region}
          {show.kind === 'seated' && <span className="ml-2 align-middle text-sm font-semibold text-chalk">Seated</span>}
        </Heading>
        <p>
          {show.venue} · <span className="text-muted">{show.address}</span>
        </p>
        {lineup.length > 0 && (
          <p className="text-sm">
            <span className="font-semibold">With </span>
            {lineup.map((p) => p.name).join(', ')}
          </p>
        )}
        {(cost || show.note) && <p className="text-sm text-muted">{[cost, show.note].filter(Boolean).join(' · ')}</p>}
        {miles != null && <p className="text-sm font-semibold text-chalk">{Math.round(miles)} {Math.round(miles) === 1 ? 'mile' : 'miles'} away</p>}
        <ShowStatus show={show} now={now} />
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        {button === 'live' && show.ticketUrl && (
          <a
            href={show.ticketUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center justify-center rounded-full bg-apple px-5 font-semibold text-white hover:bg-apple/90"
          >
            Tickets
            <span className="sr-only">
              {' '}
              for {show.city} on {date} (opens the seller in a new tab)
            </span>
          </a>
        )}
        {button === 'disabled' && (
          <button
            type="button"
            disabled
            className="inline-flex h-11 cursor-not-allowed items-center justify-center rounded-full border-2 border-ink/40 px-5 font-semibold text-ink/70"
          >
            Sold out<span className="sr-only"> in {show.city}</span>
          </button>
        )}
        {state !== 'past' && state !== 'cancelled' && (
          <a
            href={`/comedy-tour/calendar/${show.id}.ics`}
            className="inline-flex h-11 items-center justify-center rounded-full border-2 border-ink/15 px-5 text-sm font-semibold hover:bg-sun-soft"
            download
          >
            Add to calendar<span className="sr-only"> ({show.city})</span>
          </a>
        )}
      </div>
    </article>
  )
}
