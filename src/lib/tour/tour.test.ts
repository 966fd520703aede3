import { describe, expect, it } from 'vitest'

import { z } from 'zod'

import { comedyEventLd } from '@/collections/tour-shows/json-ld'
import { ldGraph } from '@/lib/seo/ld-graph'
import type { LdContext } from '@/content/types'
import { byDistance, milesBetween, parsePoint } from '@/lib/tour/distance'
import { escapeText, foldLine, writeIcs } from '@/lib/tour/ics'
import {
  availabilityOf,
  eventStatusOf,
  isPast,
  nextChange,
  showState,
  ticketButton,
  type ShowDates,
} from '@/lib/tour/status'
import { venueMonth, venueTime } from '@/lib/tour/time'
import { listShows } from '@/lib/tour/listing'
import { parseTourView, SHOWS_PER_STEP, tourHref } from '@/lib/tour/view'
import type { TourShow } from '@/payload-types'
import { zonedInstant } from '@/collections/tour-shows/seed/step'
import { lookupZip, pointOf } from '@/server/tour/zip'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-12-01T12:00:00Z')
const at = (days: number) => new Date(NOW + days * DAY).toISOString()
const show = (extra: Partial<ShowDates> = {}): ShowDates => ({
  startsAt: at(10),
  presaleAt: at(-20),
  onSaleAt: at(-10),
  ...extra,
})

describe('a show’s state', () => {
  it('follows the sale dates while the editor says nothing', () => {
    expect(showState(show({ presaleAt: at(2), onSaleAt: at(5) }), NOW)).toBe('coming-soon')
    expect(showState(show({ presaleAt: at(-1), onSaleAt: at(5) }), NOW)).toBe('presale')
    expect(showState(show({ onSaleAt: at(5), presaleAt: null }), NOW)).toBe('coming-soon')
    expect(showState(show(), NOW)).toBe('on-sale')
    expect(showState(show({ onSaleAt: null, presaleAt: null }), NOW)).toBe('on-sale')
  })

  it('takes the editor’s word where dates cannot tell', () => {
    expect(showState(show({ showStatus: 'few-tickets' }), NOW)).toBe('few-tickets')
    expect(showState(show({ showStatus: 'sold-out' }), NOW)).toBe('sold-out')
    expect(showState(show({ showStatus: 'cancelled' }), NOW)).toBe('cancelled')
    expect(showState(show({ showStatus: 'postponed' }), NOW)).toBe('postponed')
    // Few tickets means nothing before the general sale: the presale is what shows.
    expect(showState(show({ showStatus: 'few-tickets', presaleAt: at(-1), onSaleAt: at(3) }), NOW)).toBe('presale')
  })

  it('is past once the show has ended, not when it starts', () => {
    const tonight = show({ startsAt: new Date(NOW - 60 * 60 * 1000).toISOString(), durationMinutes: 120 })
    expect(isPast(tonight, NOW)).toBe(false)
    expect(isPast(tonight, NOW + 61 * 60 * 1000)).toBe(true)
    expect(showState(show({ startsAt: at(-3), showStatus: 'sold-out' }), NOW)).toBe('past')
    // Postponed without a new date is still to come, whatever its old date.
    expect(isPast(show({ startsAt: at(-3), showStatus: 'postponed' }), NOW)).toBe(false)
    // Rescheduled: the new date counts.
    expect(isPast(show({ startsAt: at(-3), showStatus: 'postponed', newDate: at(30) }), NOW)).toBe(false)
    expect(showState(show({ startsAt: at(-3), showStatus: 'postponed', newDate: at(30) }), NOW)).toBe('on-sale')
  })

  it('gives schema.org availability: InStock, PreOrder or SoldOut', () => {
    expect(availabilityOf(show(), NOW)).toBe('InStock')
    expect(availabilityOf(show({ showStatus: 'few-tickets' }), NOW)).toBe('InStock')
    expect(availabilityOf(show({ presaleAt: at(-1), onSaleAt: at(5) }), NOW)).toBe('PreOrder')
    expect(availabilityOf(show({ presaleAt: at(1), onSaleAt: at(5) }), NOW)).toBe('PreOrder')
    expect(availabilityOf(show({ showStatus: 'sold-out' }), NOW)).toBe('SoldOut')
    expect(availabilityOf(show({ showStatus: 'cancelled' }), NOW)).toBe('SoldOut')
    expect(availabilityOf(show({ startsAt: at(-2) }), NOW)).toBe('SoldOut')
    expect(availabilityOf(show({ showStatus: 'postponed' }), NOW)).toBe('InStock')
  })

  it('gives schema.org event status', () => {
    expect(eventStatusOf(show())).toBe('EventScheduled')
    expect(eventStatusOf(show({ showStatus: 'sold-out' }))).toBe('EventScheduled')
    expect(eventStatusOf(show({ showStatus: 'cancelled' }))).toBe('EventCancelled')
    expect(eventStatusOf(show({ showStatus: 'postponed' }))).toBe('EventPostponed')
    expect(eventStatusOf(show({ showStatus: 'postponed', newDate: at(40) }))).toBe('EventRescheduled')
  })

  it('keeps a sold-out ticket button, disabled; drops it when nothing can be bought', () => {
    expect(ticketButton('on-sale')).toBe('live')
    expect(ticketButton('few-tickets')).toBe('live')
    expect(ticketButton('presale')).toBe('live')
    expect(ticketButton('sold-out')).toBe('disabled')
    for (const state of ['cancelled', 'postponed', 'past', 'coming-soon'] as const)
      expect(ticketButton(state)).toBe('none')
  })

  it('knows when it next changes by itself', () => {
    expect(nextChange(show({ presaleAt: at(2), onSaleAt: at(5) }), NOW)).toBe(Date.parse(at(2)))
    expect(nextChange(show(), NOW)).toBe(Date.parse(at(10)) + 120 * 60_000)
    expect(nextChange(show({ startsAt: at(-5) }), NOW)).toBeNull()
  })
})

describe('venue time', () => {
  it('reads the venue’s clock with its zone abbreviation', () => {
    const start = zonedInstant(new Date('2027-03-20T00:00:00Z'), 19, 30, 'America/Chicago')
    expect(start.toISOString()).toBe('2027-03-21T00:30:00.000Z') // CDT, UTC-5
    expect(venueTime(start.toISOString(), 'America/Chicago')).toEqual({
      date: 'Sat, Mar 20, 2027',
      time: '7:30 PM CDT',
    })
    expect(venueTime('2027-01-10T05:30:00Z', 'Pacific/Honolulu').time).toBe('7:30 PM HST')
    // The month at the venue, not in UTC: 7:30 PM on Jan 31 in Los Angeles is Feb 1 in UTC.
    expect(venueMonth('2027-02-01T03:30:00Z', 'America/Los_Angeles')).toEqual({ key: '2027-01', label: 'January 2027' })
  })
})

describe('the iCalendar writer', () => {
  const event = {
    uid: 'tour-show-7@staffroom.test',
    start: new Date('2027-03-21T00:30:00Z'),
    end: new Date('2027-03-21T02:30:00Z'),
    stamp: new Date('2026-12-01T12:00:00Z'),
    summary: 'Teachers Do Stand-Up; Austin, TX',
    location: 'Congress Avenue Theatre, 713 Congress Ave, Austin',
    description: `With Dana Whitfield, Priya Raman.\nDoors 6:30 PM. ${'Bring the whole staffroom — ünïcödé '.repeat(4)}`,
    url: 'https://staffroom.test/comedy-tour#show-7',
    status: 'CONFIRMED' as const,
  }

  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = foldLine(line).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
  })

  it('writes CRLF lines, UTC times, and unfolds back to the values', () => {
    const ics = writeIcs(event)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n')
    expect(unfolded).toContain('DTSTART:20270321T003000Z')
    expect(unfolded).toContain('DTEND:20270321T023000Z')
    expect(unfolded).toContain('DTSTAMP:20261201T120000Z')
    expect(unfolded).toContain('SUMMARY:Teachers Do Stand-Up\\; Austin\\, TX')
    expect(unfolded).toContain('UID:tour-show-7@staffroom.test')
    expect(unfolded.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Priya Raman.\\nDoors')
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR')
    expect(unfolded.at(-2)).toBe('END:VCALENDAR')
  })
})

describe('near me', () => {
  const austin = { lat: 30.27, lon: -97.74 }
  it('measures miles on the globe', () => {
    expect(milesBetween(austin, austin)).toBe(0)
    // Austin to New York City: about 1,520 miles.
    expect(milesBetween(austin, { lat: 40.71, lon: -74.01 })).toBeGreaterThan(1480)
    expect(milesBetween(austin, { lat: 40.71, lon: -74.01 })).toBeLessThan(1560)
  })

  it('sorts nearest first, places unknown last, keeps ties in order', () => {
    const items = [
      { name: 'Seattle', p: { lat: 47.61, lon: -122.33 } },
      { name: 'nowhere', p: null },
      { name: 'Dallas', p: { lat: 32.78, lon: -96.8 } },
      { name: 'Houston', p: { lat: 29.76, lon: -95.37 } },
      { name: 'Dallas again', p: { lat: 32.78, lon: -96.8 } },
    ]
    const sorted = byDistance(items, austin, (i) => i.p).map((r) => r.item.name)
    expect(sorted).toEqual(['Houston', 'Dallas', 'Dallas again', 'Seattle', 'nowhere'])
  })

  it('reads a ZIP code from the bundled table, and says why it cannot', () => {
    const zip = lookupZip(' 78701 ')
    expect(zip.ok && zip.zip).toBe('78701')
    expect(zip.ok && milesBetween(zip.point, austin)).toBeLessThan(3)
    expect(lookupZip('02116').ok).toBe(true) // a leading zero
    expect(lookupZip('78701-1234').ok).toBe(true)
    expect(lookupZip('00000')).toMatchObject({ ok: false, message: new RegExp('00000') })
    expect(lookupZip('abc')).toMatchObject({ ok: false, message: new RegExp('five-digit') })
    expect(lookupZip('1234567')).toMatchObject({ ok: false, message: new RegExp('five-digit') })
    expect(pointOf({ postalCode: '98101' })?.lat).toBeCloseTo(47.61, 1)
    expect(pointOf({ latitude: 1, longitude: 2, postalCode: '98101' })).toEqual({ lat: 1, lon: 2 })
    expect(parsePoint('47.6', '-122.3')).toEqual({ lat: 47.6, lon: -122.3 })
    expect(parsePoint('91', '0')).toBeNull()
    expect(parsePoint('x', '0')).toBeNull()
  })
})

describe('the tour page’s address', () => {
  it('reads filters and the archive, and writes them back', () => {
    const view = parseTourView({ region: 'Texas', kind: 'seated', view: 'archive' })!
    expect(view).toMatchObject({ region: 'Texas', kind: 'seated', archive: true })
    expect(parseTourView({ archive: '1', kind: 'all' })).toMatchObject({ archive: true, kind: 'all' })
    expect(parseTourView({ kind: ['standard', 'seated'] })).toMatchObject({ kind: 'standard' })
    expect(tourHref('/comedy-tour', view, { region: null })).toBe('/comedy-tour?view=archive&kind=seated#shows')
    expect(tourHref('/comedy-tour', parseTourView({})!, { zip: '78701' })).toBe('/comedy-tour?zip=78701#shows')
  })

  it('refuses a kind of show or a view that does not exist (the page answers 404)', () => {
    for (const params of [
      { kind: 'bogus' },
      { kind: 'toString' },
      { view: 'everything' },
      { view: 'archive', kind: 'Seated' },
    ])
      expect(parseTourView(params), JSON.stringify(params)).toBeNull()
    // What matches nothing is still a question the page answers: no region, no such ZIP code.
    expect(parseTourView({ region: 'Atlantis', zip: '00000' })).toMatchObject({ region: 'Atlantis', zip: '00000' })
  })

  it('says how many dates to list: the first ones, more, or all; a changed list starts again', () => {
    expect(parseTourView({})!.shows).toBe(SHOWS_PER_STEP)
    expect(parseTourView({ shows: '20' })!.shows).toBe(20)
    expect(parseTourView({ shows: 'all' })!.shows).toBe('all')
    for (const shows of ['0', '-10', 'many', '1e3', '99999']) expect(parseTourView({ shows }), shows).toBeNull()
    const more = parseTourView({ kind: 'seated', shows: '20' })!
    expect(tourHref('/comedy-tour', more, { shows: 30 }, 'month-2027-03')).toBe(
      '/comedy-tour?kind=seated&shows=30#month-2027-03',
    )
    expect(tourHref('/comedy-tour', more, { kind: 'all' })).toBe('/comedy-tour#shows')
    expect(tourHref('/comedy-tour', more, { shows: 'all' })).toBe('/comedy-tour?kind=seated&shows=all#shows')
  })
})

describe('the shows listed for a view', () => {
  // Three shows in December, two in January, four in February, one in March (venue time).
  const days = [5, 10, 20, 40, 50, 70, 75, 80, 85, 110]
  const shows = days.map((d, i) => ({
    ...show({ startsAt: new Date(Date.parse('2026-12-01T20:00:00Z') + d * DAY).toISOString() }),
    id: i + 1,
    timeZone: 'America/New_York',
    kind: i % 2 ? 'seated' : 'standard',
    region: i < 5 ? 'Texas' : 'Ohio',
  }))
  const view = parseTourView({})!
  const ids = (listing: ReturnType<typeof listShows<(typeof shows)[number]>>) =>
    listing.months.flatMap((m) => m.shows.map((s) => s.id))

  it('lists whole months, from the first, until it holds the number asked for', () => {
    const first = listShows(shows, { ...view, shows: 4 }, NOW)
    expect(first.months.map((m) => m.label)).toEqual(['December 2026', 'January 2027'])
    expect(ids(first)).toEqual([1, 2, 3, 4, 5])
    expect(first.later.map((m) => m.key)).toEqual(['2027-02', '2027-03'])
    expect(first.laterCount).toBe(5)
    expect(ids(listShows(shows, { ...view, shows: 5 }, NOW))).toEqual([1, 2, 3, 4, 5])
    expect(ids(listShows(shows, { ...view, shows: 6 }, NOW))).toHaveLength(9)
    const all = listShows(shows, { ...view, shows: 'all' }, NOW)
    expect(ids(all)).toEqual(shows.map((s) => s.id))
    expect([all.later, all.laterCount]).toEqual([[], 0])
  })

  it('filters first, then counts; the archive lists past shows newest first', () => {
    const seated = listShows(shows, { ...view, kind: 'seated', shows: 2 }, NOW)
    expect(ids(seated)).toEqual([2, 4])
    expect(seated.matched).toHaveLength(5)
    expect(listShows(shows, { ...view, region: 'texas' }, NOW).matched).toHaveLength(5)
    const later = Date.parse('2027-02-25T00:00:00Z')
    const archive = listShows(shows, { ...view, archive: true, shows: 1 }, later)
    expect(ids(archive)).toEqual([9, 8, 7, 6]) // February, newest first
    expect(archive.laterCount).toBe(5)
  })
})

describe('ComedyEvent JSON-LD', () => {
  const ctx: LdContext = {
    url: (_type, doc) => `https://staffroom.test/comedy-tour#show-${doc.id}`,
    image: () => null,
    publisher: { '@type': 'Organization', name: 'Staffroom' },
    rights: () => ({ creator: 'Staffroom', creditText: 'Staffroom', copyrightNotice: '© Staffroom', license: '' }),
  }
  const doc = {
    id: 7,
    title: 'Teachers Do Stand-Up: Austin',
    kind: 'standard',
    startsAt: at(20),
    timeZone: 'America/Chicago',
    venue: 'Congress Avenue Theatre',
    address: '713 Congress Ave',
    city: 'Austin',
    region: 'Texas',
    postalCode: '78701',
    country: 'US',
    ticketUrl: 'https://tickets.example.com/austin',
    presaleAt: at(-20),
    onSaleAt: at(-10),
    priceMin: 29,
    priceMax: 59,
    currency: 'USD',
    lineup: [{ id: 1, name: 'Dana Whitfield' }],
  } as unknown as TourShow

  it('has its place, performers, offer and status', () => {
    const ld = comedyEventLd(doc, ctx, NOW)
    expect(ld).toMatchObject({
      '@type': 'ComedyEvent',
      startDate: at(20),
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Congress Avenue Theatre', address: { addressLocality: 'Austin' } },
      performer: [{ '@type': 'Person', name: 'Dana Whitfield' }],
      offers: {
        '@type': 'Offer',
        price: 29,
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 29, maxPrice: 59, priceCurrency: 'USD' },
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        validFrom: at(-20),
        url: 'https://tickets.example.com/austin',
      },
    })
    const moved = comedyEventLd({ ...doc, showStatus: 'postponed', newDate: at(60) }, ctx, NOW)
    expect(moved).toMatchObject({
      startDate: at(60),
      previousStartDate: at(20),
      eventStatus: 'https://schema.org/EventRescheduled',
    })
    expect(comedyEventLd({ ...doc, showStatus: 'sold-out' }, ctx, NOW).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
  })

  /*
   * What a structured-data validator checks of the tour page's graph, offline: Google's required
   * and recommended event properties, and that every @id a node refers to is described once in it.
   */
  const url = z.string().url()
  const ref = z.object({ '@id': url }).strict()
  const eventSchema = z.object({
    '@type': z.literal('ComedyEvent'),
    '@id': url,
    name: z.string().min(1),
    url,
    startDate: z.string().datetime(),
    endDate: z.string().datetime(),
    eventStatus: z.string().startsWith('https://schema.org/Event'),
    eventAttendanceMode: z.literal('https://schema.org/OfflineEventAttendanceMode'),
    location: z.object({
      '@type': z.literal('Place'),
      name: z.string().min(1),
      address: z.object({
        '@type': z.literal('PostalAddress'),
        addressLocality: z.string(),
        addressCountry: z.string(),
      }),
    }),
    performer: z.array(ref),
    organizer: ref,
    offers: z.object({
      '@type': z.literal('Offer'),
      price: z.number(),
      priceCurrency: z.string().length(3),
      availability: z.string().startsWith('https://schema.org/'),
    }),
  })

  it('describes each performer and the organiser once in the tour page’s graph, and each show refers to them', () => {
    const graphCtx: LdContext = {
      ...ctx,
      url: (type, d) =>
        type === 'performers'
          ? `https://staffroom.test/comedy-tour#performer-${(d as { slug: string }).slug}`
          : `https://staffroom.test/comedy-tour#show-${d.id}`,
      publisher: { '@type': 'Organization', '@id': 'https://staffroom.test/#organization', name: 'Staffroom' },
    }
    const dana = { id: 1, name: 'Dana Whitfield', slug: 'dana-whitfield' }
    const sam = { id: 2, name: 'Sam Ortiz', slug: 'sam-ortiz' }
    const shows = [
      { ...doc, id: 7, lineup: [dana, sam] },
      { ...doc, id: 8, lineup: [sam] },
      { ...doc, id: 9, lineup: [dana], priceMax: null },
    ] as unknown as TourShow[]
    const ld = ldGraph(shows.map((s) => comedyEventLd(s, graphCtx, NOW)))
    expect(ld['@context']).toBe('https://schema.org')
    const nodes = ld['@graph']
    const ids = nodes.map((n) => n['@id'])
    expect(new Set(ids).size, 'each node once').toBe(nodes.length)
    expect(nodes.filter((n) => n['@type'] === 'Person').map((n) => n.name)).toEqual(['Dana Whitfield', 'Sam Ortiz'])
    expect(nodes.filter((n) => n['@type'] === 'Organization')).toHaveLength(1)
    const events = nodes.filter((n) => n['@type'] === 'ComedyEvent')
    expect(events.map((e) => e['@id'])).toEqual(shows.map((s) => `https://staffroom.test/comedy-tour#show-${s.id}`))
    for (const event of events) expect(eventSchema.safeParse(event).error?.issues ?? []).toEqual([])
    const refs = JSON.stringify(events).match(/{"@id":"[^"]+"}/g) ?? []
    for (const r of refs) expect(ids, r).toContain((JSON.parse(r) as { '@id': string })['@id'])
    expect(events[1].performer).toEqual([{ '@id': 'https://staffroom.test/comedy-tour#performer-sam-ortiz' }])
    expect(events[0].organizer).toEqual({ '@id': 'https://staffroom.test/#organization' })
  })
})
