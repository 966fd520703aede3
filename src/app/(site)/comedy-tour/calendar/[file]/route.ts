import { pathOf } from '@/content/registry'
import { getTourShow } from '@/collections/tour-shows/queries'
import { absoluteUrl } from '@/lib/seo/site'
import { writeIcs } from '@/lib/tour/ics'
import { endOf, eventStatusOf, startOf } from '@/lib/tour/status'
import type { Performer } from '@/payload-types'

type Context = { params: Promise<{ file: string }> }

const notFound = () =>
  new Response('There is no show with that number: the calendar file comes from the show’s listing on /comedy-tour.', {
    status: 404,
    // A show published later takes this address: no cache may keep the 404 until then.
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** /comedy-tour/calendar/{id}.ics: one show as an iCalendar event (times in UTC). */
export async function GET(_request: Request, { params }: Context) {
  const match = /^(\d{1,9})\.ics$/.exec((await params).file)
  if (!match) return notFound()
  const show = await getTourShow(Number(match[1]))
  if (!show) return notFound()
  const lineup = (show.lineup ?? []).filter((p): p is Performer => typeof p === 'object' && p !== null)
  const eventStatus = eventStatusOf(show)
  const url = absoluteUrl(pathOf('tour-shows', show))
  const body = writeIcs({
    uid: `tour-show-${show.id}@${new URL(url).hostname}`,
    start: new Date(startOf(show)),
    end: new Date(endOf(show)),
    stamp: new Date(show.updatedAt),
    summary: `${show.title} at ${show.venue}`,
    location: [show.venue, show.address, show.city, show.region, show.postalCode, show.country]
      .filter(Boolean)
      .join(', '),
    description: [
      lineup.length > 0 ? `With ${lineup.map((p) => p.name).join(', ')}.` : '',
      show.note ?? '',
      show.ticketUrl ? `Tickets: ${show.ticketUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    url,
    status:
      eventStatus === 'EventCancelled' ? 'CANCELLED' : eventStatus === 'EventPostponed' ? 'TENTATIVE' : 'CONFIRMED',
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="staffroom-show-${show.id}.ics"`,
      'Cache-Control': 'no-cache',
    },
  })
}
