/**
 * The demo content (src/seed): enough of everything for every page type to show something, and
 * idempotent, so `seed` can run at every start without duplicating anything.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { giveawayStatus } from '@/collections/giveaways/status'
import { isPast, showState } from '@/lib/tour/status'
import { FIXED_PAGES } from '@/collections/pages/content-type'
import { dayIn } from '@/lib/faves/day'
import { postOf } from '@/lib/faves/post-url'
import { seed } from '@/seed/index'

import { getTestPayload } from './support/payload'

// Seeding creates dozens of documents (and their versions) through the Local API.
const SEED_TIMEOUT = 180_000

let payload: Payload
let first: Awaited<ReturnType<typeof seed>>

beforeAll(async () => {
  payload = await getTestPayload()
  first = await seed(payload)
}, SEED_TIMEOUT)

const published = { _status: { equals: 'published' } } as const

describe('seed', () => {
  it('creates content on an empty database', () => {
    expect(first.created).toBeGreaterThan(0)
  })

  it(
    'creates nothing the second time',
    async () => {
      const second = await seed(payload)
      expect(second.created).toBe(0)
    },
    SEED_TIMEOUT,
  )

  it(
    'skips entirely with onlyIfEmpty once there is content',
    async () => {
      const report = await seed(payload, { onlyIfEmpty: true })
      expect(report).toMatchObject({ created: 0, skipped: true })
    },
    SEED_TIMEOUT,
  )

  it('creates at least 30 published posts', async () => {
    const { totalDocs } = await payload.count({ collection: 'posts', where: published })
    expect(totalDocs).toBeGreaterThanOrEqual(30)
  })

  it('creates at least 40 published memes, each with a picture and its words, in several categories', async () => {
    const { docs } = await payload.find({ collection: 'memes', where: published, pagination: false, depth: 1 })
    expect(docs.length).toBeGreaterThanOrEqual(40)
    for (const meme of docs) {
      expect(meme.transcript.trim(), meme.title).not.toBe('')
      expect(typeof meme.image === 'object' && meme.image.alt, meme.title).toBeTruthy()
    }
    const categories = new Set(docs.flatMap((m) => (m.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))))
    expect(categories.size).toBeGreaterThanOrEqual(4)
    expect(new Set(docs.map((m) => m.publishedAt)).size).toBe(docs.length)
  })

  it('creates 15 published printables: PDFs whose pages match the count, a preview per page, across grades and subjects', async () => {
    const { docs } = await payload.find({ collection: 'printables', where: published, pagination: false, depth: 1 })
    expect(docs).toHaveLength(15)
    for (const printable of docs) {
      expect(printable.previews, printable.title).toHaveLength(printable.pageCount)
      const files = [printable.letter, printable.a4].filter((f) => f !== null && f !== undefined)
      expect(files.length, printable.title).toBeGreaterThan(0)
      for (const file of files) {
        expect(typeof file === 'object' && file.pages, printable.title).toBe(printable.pageCount)
        // Counted as visitors' downloads are: never "Downloaded 0 times" on a site with a history.
        expect(typeof file === 'object' && file.downloads, printable.title).toBeGreaterThan(0)
      }
    }
    const letters = docs.map((p) => (typeof p.letter === 'object' ? p.letter?.downloads : null))
    expect(new Set(letters).size, 'download counts differ').toBeGreaterThan(10)
    expect(new Set(docs.flatMap((p) => p.subjects ?? [])).size).toBeGreaterThanOrEqual(8)
    expect(new Set(docs.flatMap((p) => p.grades ?? [])).size).toBe(14)
  })

  it('creates at least 6 categories and 5 authors', async () => {
    expect((await payload.count({ collection: 'categories' })).totalDocs).toBeGreaterThanOrEqual(6)
    expect((await payload.count({ collection: 'authors' })).totalDocs).toBeGreaterThanOrEqual(5)
  })

  it('creates 2 original series, each with posts', async () => {
    const { docs } = await payload.find({ collection: 'originals', limit: 0, pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    for (const series of docs) {
      const { totalDocs } = await payload.count({
        collection: 'posts',
        where: { and: [published, { original: { equals: series.id } }] },
      })
      expect(totalDocs, `posts in series "${series.title}"`).toBeGreaterThan(0)
    }
  })

  it('publishes the 14 fixed pages and at least one other page', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: published,
      limit: 0,
      pagination: false,
      depth: 0,
      select: { slug: true },
    })
    const slugs = new Set(docs.map((d) => d.slug))
    const missing = [...FIXED_PAGES].filter((slug) => !slugs.has(slug))
    expect(missing).toEqual([])
    expect(FIXED_PAGES.size).toBe(14)
    expect(docs.length).toBeGreaterThan(FIXED_PAGES.size)
  })

  it('creates fourteen days of faves ending today, each with its face, both networks and questions', async () => {
    const { docs } = await payload.find({ collection: 'faves', where: published, sort: '-slug', pagination: false })
    expect(docs).toHaveLength(14)
    expect(docs[0].slug).toBe(dayIn('UTC', new Date()))
    const alt = (media: unknown) => (typeof media === 'object' && media ? (media as { alt?: string }).alt : undefined)
    for (const day of docs) {
      expect(day.face?.name).toBeTruthy()
      expect(alt(day.face?.photo)).toBeTruthy()
      expect(new Set(day.items?.map((item) => item.network))).toEqual(new Set(['instagram', 'tiktok']))
      for (const item of day.items ?? []) {
        expect(postOf(item.network, item.url), item.url).not.toBeNull()
        expect(item.permission).toBe(true)
        expect(alt(item.thumbnail)).toBeTruthy()
      }
      expect(day.questions?.length).toBeGreaterThan(0)
    }
  })

  it('creates giveaways open, upcoming, closed, closed with its winner drawn and announced, and the disabled holiday one', async () => {
    const { docs } = await payload.find({ collection: 'giveaways', where: published, pagination: false, depth: 0 })
    // The summer one opens in late spring, whenever the seed runs.
    const summer = docs.find((g) => g.slug === 'summer-reading-stack')!
    expect(new Date(summer.startsAt).getUTCMonth() + 1).toBe(5)
    const statuses = new Map(docs.map((g) => [g.slug, giveawayStatus(g)]))
    expect(Object.fromEntries(statuses)).toEqual({
      'caption-contest-coffee-machine': 'open',
      'summer-reading-stack': 'upcoming',
      'marking-pen-bundle': 'closed',
      'back-to-school-stationery-hamper': 'winner-announced',
      'holiday-giveaway': 'closed',
    })
    expect(docs.find((g) => g.slug === 'holiday-giveaway')).toMatchObject({ disabled: true })
    const forms = docs.map((g) => g.entryForm)
    expect(new Set(forms).size).toBe(forms.length)
    const hamper = docs.find((g) => g.slug === 'back-to-school-stationery-hamper')!
    const { docs: draws } = await payload.find({
      collection: 'giveaway-draws',
      where: { giveaway: { equals: hamper.id } },
      depth: 0,
    })
    expect(draws).toHaveLength(1)
    // Nine entries, one address twice (in other letters): eight valid.
    expect(draws[0]).toMatchObject({ entries: 8, winner: hamper.winner?.entry })
  })

  it('creates the comedy tour: 30+ shows over the next year in every state, 8 performers, 6 press articles, 10 testimonials', async () => {
    const { docs: shows } = await payload.find({
      collection: 'tour-shows',
      where: published,
      pagination: false,
      depth: 0,
    })
    const upcoming = shows.filter((s) => !isPast(s))
    expect(upcoming.length).toBeGreaterThanOrEqual(30)
    expect(shows.filter((s) => isPast(s)).length).toBeGreaterThanOrEqual(3)
    const year = Date.now() + 366 * 24 * 60 * 60 * 1000
    expect(upcoming.every((s) => Date.parse(s.newDate ?? s.startsAt) < year)).toBe(true)
    const states = upcoming.map((s) => showState(s))
    for (const state of ['on-sale', 'presale', 'coming-soon', 'few-tickets', 'sold-out'])
      expect(states, state).toContain(state)
    expect(states.filter((s) => s === 'cancelled')).toHaveLength(1)
    expect(states.filter((s) => s === 'postponed')).toHaveLength(1)
    expect(shows.filter((s) => s.kind === 'seated').length).toBeGreaterThanOrEqual(5)
    expect((await payload.count({ collection: 'performers', where: published })).totalDocs).toBe(8)
    expect((await payload.count({ collection: 'press-articles', where: published })).totalDocs).toBe(6)
    expect((await payload.count({ collection: 'testimonials', where: published })).totalDocs).toBe(10)
    const tour = await payload.findGlobal({ slug: 'tour', depth: 1 })
    expect(typeof tour.hero?.image === 'object' && tour.hero.image?.alt).toBeTruthy()
    expect(tour.slides).toHaveLength(3)
    expect(typeof tour.contact?.form === 'object' && tour.contact.form?.title).toBe('Comedy tour: contact us')
  })

  it('fills the home page sections', async () => {
    const home = await payload.findGlobal({ slug: 'home', depth: 0 })
    expect(home.sections?.length ?? 0).toBeGreaterThan(0)
  })
})
