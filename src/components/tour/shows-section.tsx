import Link from 'next/link'

import { MoreShows } from '@/components/tour/more-shows.client'
import { NearMeButton } from '@/components/tour/near-me.client'
import { ShowCard } from '@/components/tour/show-card'
import type { Point } from '@/lib/tour/distance'
import type { Listing } from '@/lib/tour/listing'
import { KIND_LABELS, SHOWS_PER_STEP, tourHref, type ShowKind, type TourView } from '@/lib/tour/view'
import type { TourShow } from '@/payload-types'

/** Where "near me" measures from, or the words that say why it cannot. */
export type Origin = { point: Point; label: string } | { error: string }

type Props = {
  listing: Listing<TourShow>
  /** Nearest first, when the view asks for it: every show that matches, with its distance. */
  near: { item: TourShow; miles: number | null }[] | null
  origin: Origin | null
  view: TourView
  path: string
  now: number
}

/**
 * All shows, shows, seated shows: upcoming shows by month (the archive: past ones, newest first),
 * filtered by kind and by state or region, or nearest first from a ZIP code or a location. The
 * first months are listed; "Show more dates" lists more of them. Every control is a link or a GET
 * form, so each view has an address and works without JavaScript.
 */
export function ShowsSection({ listing, near, origin, view, path, now }: Props) {
  const { pool, matched, months, later, laterCount } = listing
  const regions = [...new Set(pool.map((s) => s.region))].sort((a, b) => a.localeCompare(b))
  const heading = view.archive ? `${KIND_LABELS[view.kind]}: past` : KIND_LABELS[view.kind]
  return (
    <section id="shows" aria-labelledby="shows-title" className="container-site scroll-mt-24 py-12">
      <h2 id="shows-title" className="text-3xl font-semibold md:text-4xl">
        {heading}
      </h2>
      <nav aria-label="Kinds of show" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(KIND_LABELS) as ShowKind[]).map((kind) => (
            <li key={kind}>
              <Link
                href={tourHref(path, view, { kind })}
                aria-current={view.kind === kind ? 'page' : undefined}
                className="inline-flex h-10 items-center rounded-full border-2 border-ink px-4 text-sm font-semibold aria-[current=page]:bg-ink aria-[current=page]:text-paper"
              >
                {KIND_LABELS[kind]}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={tourHref(path, view, { archive: !view.archive, zip: null, lat: null, lon: null })}
              className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold underline decoration-sun decoration-2 underline-offset-4"
            >
              {view.archive ? 'Upcoming shows' : 'Past shows (archive)'}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <form
          method="get"
          action={`${path}#shows`}
          className="flex flex-wrap items-end gap-3 rounded-2xl bg-sun-soft p-4"
        >
          {view.archive && <input type="hidden" name="view" value="archive" />}
          {view.kind !== 'all' && <input type="hidden" name="kind" value={view.kind} />}
          <label className="flex flex-col gap-1 text-sm font-semibold">
            State or region
            <select
              name="region"
              defaultValue={view.region ?? ''}
              className="h-11 min-w-48 rounded-lg border-2 border-ink/30 bg-white px-3 text-base font-normal"
            >
              <option value="">Everywhere</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="h-11 rounded-full bg-chalk px-5 font-semibold text-paper">
            Filter
          </button>
        </form>
        {!view.archive && (
          <form method="get" action={`${path}#shows`} className="flex flex-wrap items-end gap-3 rounded-2xl bg-sky p-4">
            {view.kind !== 'all' && <input type="hidden" name="kind" value={view.kind} />}
            {view.region && <input type="hidden" name="region" value={view.region} />}
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Shows near ZIP code
              <input
                name="zip"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                defaultValue={view.zip ?? ''}
                className="h-11 w-36 rounded-lg border-2 border-ink/30 bg-white px-3 text-base font-normal"
              />
            </label>
            <button type="submit" className="h-11 rounded-full bg-chalk px-5 font-semibold text-paper">
              Nearest first
            </button>
            <NearMeButton path={path} kind={view.kind} region={view.region} />
          </form>
        )}
      </div>
      <div aria-live="polite" className="mt-6">
        {origin && 'error' in origin && (
          <p role="alert" className="rounded-xl border-2 border-apple bg-apple-soft p-4 font-semibold">
            {origin.error}
          </p>
        )}
        {origin && 'point' in origin && (
          <p className="font-semibold" data-near={origin.label}>
            Nearest to {origin.label} first.{' '}
            <Link href={tourHref(path, view, { zip: null, lat: null, lon: null })} className="underline">
              Show by date
            </Link>
          </p>
        )}
        {view.region && (
          <p className="mt-2">
            {matched.length} {matched.length === 1 ? 'show' : 'shows'} in {view.region}.{' '}
            <Link href={tourHref(path, view, { region: null })} className="underline">
              Show everywhere
            </Link>
          </p>
        )}
      </div>
      {matched.length === 0 ? (
        <p className="mt-6 text-lg">
          {view.archive ? 'No past shows to list here.' : 'No shows to list here yet: new dates are on their way.'}
        </p>
      ) : near ? (
        <ol className="mt-6 flex flex-col gap-4" data-list="near">
          {near.map(({ item, miles }) => (
            <li key={item.id}>
              <ShowCard show={item} now={now} miles={miles} level={3} />
            </li>
          ))}
        </ol>
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`month-${month.key}`} data-month={month.key} className="mt-8">
            <h3 id={`month-${month.key}`} tabIndex={-1} className="mb-4 scroll-mt-24 text-2xl font-semibold">
              {month.label}
            </h3>
            <ul className="flex flex-col gap-4">
              {month.shows.map((show) => (
                <li key={show.id}>
                  <ShowCard show={show} now={now} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {!near && later.length > 0 && (
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3" data-more-shows>
          <MoreShows
            href={tourHref(
              path,
              view,
              { shows: matched.length - laterCount + SHOWS_PER_STEP },
              `month-${later[0].key}`,
            )}
            label={`Show more dates (${laterCount} more)`}
          />
          <Link
            href={tourHref(path, view, { shows: 'all' })}
            prefetch={false}
            className="font-semibold underline decoration-sun decoration-2 underline-offset-4"
          >
            {view.archive ? `All ${matched.length} past shows` : `All ${matched.length} dates`}
          </Link>
        </div>
      )}
    </section>
  )
}
