import { giveawayStatus, STATUS_LABELS, type Dated } from '@/collections/giveaways/status'
import { formatDateTime } from '@/lib/format'

const TONE = {
  open: 'bg-chalk text-paper',
  upcoming: 'bg-sky text-ink',
  closed: 'bg-ink/10 text-ink',
  'winner-announced': 'bg-sun text-ink',
} as const

/** The status as a badge, and the date that goes with it ("Closes …", "Opened …"). */
export function StatusLine({ giveaway, now }: { giveaway: Dated; now: number }) {
  const status = giveawayStatus(giveaway, now)
  const when =
    status === 'open'
      ? { label: 'Closes', at: giveaway.endsAt }
      : status === 'upcoming'
        ? { label: 'Opens', at: giveaway.startsAt }
        : // Closed before its end date (an editor disabled it): that date is no closing date.
          Date.parse(giveaway.endsAt) > now
          ? null
          : { label: 'Closed', at: giveaway.endsAt }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span data-status={status} className={`rounded-full px-3 py-0.5 font-semibold ${TONE[status]}`}>
        {STATUS_LABELS[status]}
      </span>
      <span className="text-muted">
        {when ? (
          <>
            {when.label} <time dateTime={when.at}>{formatDateTime(when.at)}</time>
          </>
        ) : (
          'Closed early'
        )}
      </span>
    </p>
  )
}
