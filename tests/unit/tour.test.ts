import { describe, expect, it } from 'vitest'

import { comedyEventLd } from '@/collections/tour-shows/json-ld'
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
import { parseTourView, tourHref } from '@/lib/tour/view'
import type { TourShow } from '@/payload-types'
import { zonedInstant } from '@/seed/steps/tour'
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
})

describe('ComedyEvent JSON-LD', () => {
  const ctx: LdContext = {
    url: (_type, doc) => `https://staffroom.test/comedy-tour#show-${doc.id}`,
    image: () => null,
    publisher: { '@type': 'Organization', name: 'Staffroom' },
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
        '@type': 'AggregateOffer',
        lowPrice: 29,
        highPrice: 59,
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
})
