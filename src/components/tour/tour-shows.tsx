import { ShowsSection, type Origin } from '@/components/tour/shows-section'
import { listTourShows } from '@/collections/tour-shows/queries'
import { getSiteSettings } from '@/lib/queries/globals'
import { revalidateAt } from '@/lib/revalidate-at'
import { JsonLd, tourEventsLd } from '@/lib/seo/json-ld'
import { byDistance, parsePoint } from '@/lib/tour/distance'
import { listShows } from '@/lib/tour/listing'
import { nextChange } from '@/lib/tour/status'
import type { TourView } from '@/lib/tour/view'
import { lookupZip, pointOf } from '@/server/tour/zip'

/** Where "near me" measures from, or the words that say why it cannot. */
function originOf(view: TourView): Origin | null {
  if (view.archive) return null
  if (view.zip) {
    const answer = lookupZip(view.zip)
    return answer.ok ? { point: answer.point, label: `ZIP code ${answer.zip}` } : { error: answer.message }
  }
  if (view.lat || view.lon) {
    const point = parsePoint(view.lat, view.lon)
    return point ? { point, label: 'your location' } : { error: 'That location could not be read. Try your ZIP code.' }
  }
  return null
}

/**
 * The tour page's shows for one view of them (the page inside TourLayout): the list, and a
 * ComedyEvent for each show it lists. The first months come with the page; "Show more dates"
 * asks for this part again with more of them. Nearest first lists every show that matches.
 */
export async function TourShows({ path, view }: { path: string; view: TourView }) {
  const [shows, settings] = await Promise.all([listTourShows(), getSiteSettings()])
  // eslint-disable-next-line react-hooks/purity -- a server component: "now" is when its HTML is made
  const now = Date.now()
  // Re-render when a sale opens or a show ends.
  const changes = shows.map((s) => nextChange(s, now)).filter((t): t is number => t !== null)
  await revalidateAt(changes.length > 0 ? new Date(Math.min(...changes)) : null)
  const listing = listShows(shows, view, now)
  const origin = originOf(view)
  const near = origin && 'point' in origin ? byDistance(listing.matched, origin.point, pointOf) : null
  const listed = near ? near.map(({ item }) => item) : listing.months.flatMap((m) => m.shows)
  return (
    <>
      <ShowsSection listing={listing} near={near} origin={origin} view={view} path={path} now={now} />
      {listed.length > 0 && <JsonLd data={tourEventsLd(listed, settings, now)} />}
    </>
  )
}
