/**
 * Comedy-tour shows on a real database: the editor's mistakes refused in plain words, and the
 * `tourShow` bus event (what the tourShowChanged subscription relays) on every public change, but
 * not on a draft save or during the seed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { TourShow } from '@/payload-types'
import { bus, type ChangeEvent } from '@/server/bus'

import { getTestPayload } from './support/payload'
import { rest } from './support/rest'

let payload: Payload
const events: ChangeEvent[] = []
const listen = (e: ChangeEvent) => void events.push(e)

const show = (extra: Partial<TourShow> = {}) =>
  ({
    title: 'Show at the Lakefront',
    kind: 'standard',
    startsAt: '2099-05-01T00:30:00.000Z',
    timeZone: 'America/Chicago',
    venue: 'Lakefront Theatre',
    address: '175 N State St',
    city: 'Chicago',
    region: 'Illinois',
    country: 'US',
    _status: 'published',
    ...extra,
  }) as TourShow

const refusal = async (data: TourShow) => {
  try {
    await payload.create({ collection: 'tour-shows', data, context: { disableRevalidate: true } })
  } catch (error) {
    return (error as { data?: { errors?: { message: string }[] } }).data?.errors?.map((e) => e.message).join(' ')
  }
  return 'accepted'
}

beforeAll(async () => {
  payload = await getTestPayload()
  bus.on('tourShow', listen)
})
afterAll(() => void bus.off('tourShow', listen))

describe('tour shows', () => {
  it('gives editors the start as the venue’s clock reads it (never stored, never a query)', async () => {
    // 00:30 UTC on 1 May is 7:30 PM on 30 April in Chicago; the picker shows the editor's own zone.
    const doc = await payload.create({ collection: 'tour-shows', data: show(), context: { disableRevalidate: true } })
    const read = await rest('GET', `/tour-shows/${doc.id}`)
    expect(read.status).toBe(200)
    expect((read.body as { venueTime: string }).venueTime).toBe('Thu, Apr 30, 2099, 7:30 PM CDT')
    const moved = await payload.update({
      collection: 'tour-shows',
      id: doc.id,
      data: { timeZone: 'Pacific/Honolulu' },
      context: { disableRevalidate: true },
    })
    expect(moved.venueTime).toBe('Thu, Apr 30, 2099, 2:30 PM HST')
    for (const query of ['where[venueTime][equals]=x', 'sort=venueTime']) {
      const answer = await rest('GET', `/tour-shows?${query}`)
      expect(answer.status, query).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('The following path cannot be queried: venueTime')
    }
    await payload.delete({ collection: 'tour-shows', id: doc.id, context: { disableRevalidate: true } })
  })

  it('refuses what cannot be right, in words', async () => {
    expect(await refusal(show({ timeZone: 'Chicago' }))).toMatch(/not a time zone name.*America\/Chicago/)
    expect(await refusal(show({ presaleAt: '2099-02-01T00:00:00Z', onSaleAt: '2099-01-01T00:00:00Z' }))).toMatch(
      /presale must start before the general sale/,
    )
    expect(await refusal(show({ newDate: '2099-06-01T00:00:00Z' }))).toMatch(/set the status to Postponed/)
    expect(await refusal(show({ priceMin: 50, priceMax: 20 }))).toMatch(/top price is below the lowest/)
    expect(await refusal(show({ ticketUrl: 'http://tickets.example.com' }))).toMatch(/https:\/\//)
  })

  it('announces public changes on the bus, not drafts, not the seed', async () => {
    events.length = 0
    const quiet = await payload.create({ collection: 'tour-shows', data: show(), context: { disableRevalidate: true } })
    expect(events).toEqual([])
    const doc = await payload.create({ collection: 'tour-shows', data: show() })
    await payload.update({
      collection: 'tour-shows',
      id: doc.id,
      data: { showStatus: 'sold-out', _status: 'published' },
    })
    await payload.update({
      collection: 'tour-shows',
      id: doc.id,
      data: { city: 'Evanston', _status: 'draft' },
      draft: true,
    })
    expect(events).toHaveLength(2) // the draft changed nothing public
    await payload.update({ collection: 'tour-shows', id: doc.id, data: { _status: 'published' } })
    await payload.update({ collection: 'tour-shows', id: doc.id, data: { _status: 'draft' } })
    await payload.delete({ collection: 'tour-shows', id: doc.id })
    expect(events.map((e) => [e.id, e.change])).toEqual([
      [doc.id, 'published'],
      [doc.id, 'updated'],
      [doc.id, 'updated'], // the draft published: the show was public all along
      [doc.id, 'unpublished'],
      [doc.id, 'deleted'],
    ])
    await payload.delete({ collection: 'tour-shows', id: quiet.id, context: { disableRevalidate: true } })
  })

  it('shows visitors only what is published', async () => {
    const draft = await payload.create({
      collection: 'tour-shows',
      data: show({ title: 'Secret show', _status: 'draft' }),
      draft: true,
      context: { disableRevalidate: true },
    })
    const { docs } = await payload.find({ collection: 'tour-shows', overrideAccess: false, limit: 100, depth: 0 })
    expect(docs.map((d) => d.id)).not.toContain(draft.id)
  })
})
