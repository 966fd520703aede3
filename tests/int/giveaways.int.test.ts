/**
 * Giveaways on a real database: the status derived from the dates (never stored), entries to a
 * giveaway's form refused by the server outside its window (and when disabled or unpublished),
 * and the winner draw: uniform among the valid entries (inside the window, one per email), with
 * a seed that repeats the pick, an audit record per draw, refusals in plain words, and only
 * editors and admins may draw.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { giveawayStatus, nextStatusChange } from '@/collections/giveaways/status'
import type { Form, Giveaway, GiveawayDraw, Media, User } from '@/payload-types'
import { bus, type ChangeEvent } from '@/server/bus'
import { pickIndex } from '@/server/giveaways/pick'

import { png } from '../support/png'
import { richText, unique } from './support/fixtures'
import { errorOf, gql } from './support/graphql'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const PASSWORD = 'correct horse battery staple'
const DAY = 24 * 60 * 60 * 1000
const SUBMIT = `mutation Submit($form: ID!, $values: [FormValueInput!]!) {
  submitForm(form: $form, values: $values) { id }
}`

let payload: Payload
let image: Media
const tokens = new Map<string, string>()
const users = new Map<string, User>()

const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

async function makeForm(): Promise<Form> {
  return payload.create({
    collection: 'forms',
    data: {
      title: `Giveaway entry ${unique()}`,
      oneEntryPerEmail: true,
      confirmationType: 'message',
      confirmationMessage: richText('You are in!'),
      fields: [
        { blockType: 'name', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
      ],
    },
  })
}

async function makeGiveaway(data: Partial<Giveaway> & { opens: number; closes: number }): Promise<Giveaway> {
  const { opens, closes, ...rest } = data
  const form = rest.entryForm ?? (await makeForm()).id
  const title = rest.title ?? `Giveaway ${unique()}`
  return payload.create({
    collection: 'giveaways',
    data: {
      title,
      slug: `giveaway-${unique()}`,
      prize: 'a mug',
      image: image.id,
      startsAt: at(opens),
      endsAt: at(closes),
      eligibility: 'School staff.',
      rules: richText('Be nice.'),
      _status: 'published',
      ...rest,
      entryForm: form,
    },
  })
}

const formOf = (g: Giveaway) => (typeof g.entryForm === 'object' ? g.entryForm.id : g.entryForm)

const enter = (g: Giveaway, email = `ada-${unique()}@school.test`) =>
  gql<{ submitForm: { id: string } }>(SUBMIT, {
    variables: {
      form: String(formOf(g)),
      values: [
        { name: 'name', value: 'Ada' },
        { name: 'email', value: email },
      ],
    },
  })

/** An entry stored as if sent `days` from now (the draw reads when each entry arrived). */
const entryAt = (g: Giveaway, days: number, email: string) =>
  payload.create({
    collection: 'form-submissions',
    data: {
      form: formOf(g),
      email,
      submissionData: [{ field: 'email', value: email }],
      createdAt: at(days),
    },
  })

const draw = (who: string | undefined, g: Giveaway | number | string, body?: unknown) =>
  rest('POST', `/giveaways/${typeof g === 'object' ? g.id : g}/draw`, {
    token: who ? tokens.get(who) : undefined,
    body,
  })

const drawsOf = async (g: Giveaway) =>
  (
    await payload.find({
      collection: 'giveaway-draws',
      where: { giveaway: { equals: g.id } },
      sort: 'drawnAt',
      depth: 0,
      pagination: false,
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await png(40, 30, '#c8102e')
  image = await payload.create({
    collection: 'media',
    data: { alt: 'A red present' },
    file: { data, mimetype: 'image/png', name: `prize-${unique()}.png`, size: data.length },
  })
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    const user = await asUser(role, { password: PASSWORD })
    users.set(role, user)
    tokens.set(
      role,
      (await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })).token!,
    )
  }
  const email = `member-${unique()}@test.local`
  await payload.create({ collection: 'members', data: { name: 'Mo Member', email, password: PASSWORD } })
  tokens.set('member', (await payload.login({ collection: 'members', data: { email, password: PASSWORD } })).token!)
})

afterAll(() => {
  tokens.clear()
})

describe('the status, derived from the dates', () => {
  it('is upcoming, open, closed, then winner announced; a disabled giveaway is closed whatever its dates', async () => {
    const g = await makeGiveaway({ opens: 2, closes: 5 })
    const stored = await payload.findByID({ collection: 'giveaways', id: g.id, depth: 0 })
    expect(stored).not.toHaveProperty('status')
    const [start, end] = [Date.parse(stored.startsAt), Date.parse(stored.endsAt)]
    expect(giveawayStatus(stored, start - 1)).toBe('upcoming')
    expect(giveawayStatus(stored, start)).toBe('open')
    expect(giveawayStatus(stored, end - 1)).toBe('open')
    expect(giveawayStatus(stored, end)).toBe('closed')
    expect(giveawayStatus({ ...stored, winner: { name: '  ' } }, end + 1)).toBe('closed')
    expect(giveawayStatus({ ...stored, winner: { name: 'Priya' } }, end + 1)).toBe('winner-announced')
    expect(giveawayStatus({ ...stored, disabled: true }, start + 1)).toBe('closed')
    expect(giveawayStatus({ ...stored, disabled: true }, start - 1)).toBe('closed')
  })

  it('says when the page must change next: at the start, then at the end, then never', async () => {
    const g = await makeGiveaway({ opens: 1, closes: 3 })
    const [start, end] = [Date.parse(g.startsAt), Date.parse(g.endsAt)]
    expect(nextStatusChange(g, start - 1000)?.getTime()).toBe(start)
    expect(nextStatusChange(g, start)?.getTime()).toBe(end)
    expect(nextStatusChange(g, end)).toBeNull()
    expect(nextStatusChange({ ...g, disabled: true }, start - 1000)).toBeNull()
  })

  it('refuses an end before the start, and a form already serving another giveaway', async () => {
    await expect(makeGiveaway({ opens: 3, closes: 1 })).rejects.toMatchObject({
      data: { errors: [{ path: 'endsAt', message: 'The giveaway must end after it starts.' }] },
    })
    const g = await makeGiveaway({ opens: -1, closes: 1 })
    await expect(makeGiveaway({ opens: -1, closes: 1, entryForm: formOf(g) })).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'entryForm',
            message: `This form already takes the entries of “${g.title}”: give this giveaway a form of its own.`,
          },
        ],
      },
    })
    // Saving the giveaway that has the form is fine.
    await payload.update({ collection: 'giveaways', id: g.id, data: { entryForm: formOf(g), prize: 'two mugs' } })
  })
})

describe('entries through submitForm', () => {
  it('are taken while the giveaway is open', async () => {
    const g = await makeGiveaway({ opens: -1, closes: 1 })
    const result = await enter(g)
    expect(result.errors).toBeUndefined()
    expect(result.data?.submitForm.id).toBeTruthy()
  })

  it('are refused (409, in words) before the start, after the end, and while disabled', async () => {
    const cases: [Partial<Giveaway> & { opens: number; closes: number }, RegExp][] = [
      [{ opens: 1, closes: 3, title: 'Early bird' }, /^“Early bird” is not open yet: entries open on .+ UTC\.$/],
      [{ opens: -3, closes: -1, title: 'Too late' }, /^Entries for “Too late” closed on .+ UTC\.$/],
      [{ opens: -1, closes: 1, title: 'Paused', disabled: true }, /^Entries for “Paused” are closed\.$/],
    ]
    for (const [data, message] of cases) {
      const g = await makeGiveaway(data)
      const result = await enter(g)
      const error = errorOf(result)
      expect(error.message).toMatch(message)
      expect(error.extensions).toMatchObject({ code: 'CONFLICT', statusCode: 409 })
      const { totalDocs } = await payload.count({
        collection: 'form-submissions',
        where: { form: { equals: formOf(g) } },
      })
      expect(totalDocs).toBe(0)
    }
  })

  it('to an unpublished giveaway answer exactly as to a missing form, for visitors and members alike', async () => {
    const secret = (label: string) => `Secret ${label} ${unique()}`
    const never = await makeGiveaway({ opens: -1, closes: 1, title: secret('draft'), _status: 'draft' })
    const unpublished = await makeGiveaway({ opens: -1, closes: 1, title: secret('unpublished') })
    await payload.update({ collection: 'giveaways', id: unpublished.id, data: { _status: 'draft' } })
    const scheduled = await makeGiveaway({ opens: 1, closes: 3, title: secret('scheduled'), _status: 'draft' })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'giveaways', value: scheduled.id },
        user: { relationTo: 'users', value: users.get('editor')!.id },
      },
      waitUntil: new Date(Date.now() + DAY),
    })
    const missingForm = 987_654_321

    for (const who of [undefined, 'member'] as const) {
      const token = who ? tokens.get(who) : undefined
      const values = [
        { name: 'name', value: 'Ada' },
        { name: 'email', value: `ada-${unique()}@school.test` },
      ]
      const missing = await gql(SUBMIT, { token, variables: { form: String(missingForm), values } })
      expect(errorOf(missing).extensions).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 })
      for (const g of [never, unpublished, scheduled]) {
        const answer = await gql(SUBMIT, { token, variables: { form: String(formOf(g)), values } })
        expect(answer, `${who ?? 'anonymous'}, “${g.title}”`).toEqual(missing)
        expect(JSON.stringify(answer)).not.toContain('Secret')
        const { totalDocs } = await payload.count({
          collection: 'form-submissions',
          where: { form: { equals: formOf(g) } },
        })
        expect(totalDocs).toBe(0)
      }
    }
  })

  it('cannot be sent over REST by anyone: form-submissions refuse create', async () => {
    const g = await makeGiveaway({ opens: -1, closes: 1, title: `Secret rest ${unique()}`, _status: 'draft' })
    for (const who of [undefined, 'member', 'contributor', 'editor', 'admin'] as const) {
      const answer = await rest('POST', '/form-submissions', {
        token: who ? tokens.get(who) : undefined,
        body: { form: formOf(g), submissionData: [{ field: 'email', value: 'ada@school.test' }] },
      })
      expect(answer.status, who ?? 'anonymous').toBe(403)
      expect(answer.bytes.toString('utf8')).not.toContain('Secret')
    }
  })

  it('leave forms of no giveaway alone', async () => {
    const form = await makeForm()
    const result = await gql(SUBMIT, {
      variables: {
        form: String(form.id),
        values: [
          { name: 'name', value: 'Bo' },
          { name: 'email', value: `bo-${unique()}@school.test` },
        ],
      },
    })
    expect(result.errors).toBeUndefined()
  })
})

describe('drawing a winner', () => {
  /** A giveaway closed yesterday: 5 valid entries (one address twice), one before and one after the window. */
  async function closedWithEntries() {
    const g = await makeGiveaway({ opens: -10, closes: -1 })
    const tag = unique()
    await entryAt(g, -11, `early-${tag}@school.test`)
    const valid = []
    for (let i = 0; i < 5; i++) valid.push(await entryAt(g, -9 + i, `entrant-${i}-${tag}@school.test`))
    await entryAt(g, -3, `ENTRANT-2-${tag}@school.test`.toLowerCase())
    await entryAt(g, -0.5, `late-${tag}@school.test`)
    return { g, valid }
  }

  it('picks one valid entry with a recorded seed that picks it again, and records who drew and when', async () => {
    const { g, valid } = await closedWithEntries()
    const before = Date.now()
    const answer = await draw('editor', g)
    expect(answer.status).toBe(201)
    const record = answer.body as unknown as GiveawayDraw
    expect(record).toMatchObject({ entries: 5, redraw: false, drawnBy: users.get('editor')!.id })
    expect(record.candidates).toEqual(valid.map((v) => v.id))
    expect(record.seed).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(record.drawnAt)).toBeGreaterThanOrEqual(before - 1000)
    const candidates = record.candidates as number[]
    expect(record.winner).toBe(candidates[pickIndex(record.seed, candidates.length)])
    const winner = valid.find((v) => v.id === record.winner)!
    expect(record.winnerEmail).toBe(winner.email)

    // In a draft: the editor publishes it with the winner's name once they agree.
    const stored = await payload.findByID({ collection: 'giveaways', id: g.id, depth: 0, draft: true })
    expect(stored.winner?.entry).toBe(record.winner)
    expect((await payload.findByID({ collection: 'giveaways', id: g.id, depth: 0 })).winner?.entry ?? null).toBeNull()
    // The drawn entry (an email, an address) is never shown to visitors.
    const publicRead = await payload.findByID({ collection: 'giveaways', id: g.id, depth: 1, ...as() })
    expect(publicRead.winner?.entry ?? null).toBeNull()
  })

  it('publishes nothing: edits waiting in a draft stay a draft, the published giveaway unchanged', async () => {
    const { g } = await closedWithEntries()
    await payload.update({ collection: 'giveaways', id: g.id, data: { prize: 'Half-written prize' }, draft: true })
    expect((await draw('editor', g)).status).toBe(201)
    const published = await payload.findByID({ collection: 'giveaways', id: g.id, depth: 0 })
    expect(published).toMatchObject({ _status: 'published', prize: g.prize })
    const draft = await payload.findByID({ collection: 'giveaways', id: g.id, depth: 0, draft: true })
    expect(draft).toMatchObject({ _status: 'draft', prize: 'Half-written prize' })
    expect(draft.winner?.entry).toBeTruthy()
  })

  it('tells giveawayChanged subscribers what visitors can see change: not a draft, not a draw', async () => {
    const events: ChangeEvent[] = []
    const listen = (e: ChangeEvent) => void events.push(e)
    bus.on('giveaway', listen)
    try {
      const { g } = await closedWithEntries()
      const mine = () => events.filter((e) => e.id === g.id).map((e) => e.change)
      expect(mine()).toEqual(['published'])
      await payload.update({ collection: 'giveaways', id: g.id, data: { prize: 'Two mugs' }, draft: true })
      expect((await draw('editor', g)).status).toBe(201)
      expect(mine()).toEqual(['published'])
      await payload.update({
        collection: 'giveaways',
        id: g.id,
        data: { winner: { name: 'Priya' }, _status: 'published' },
      })
      expect(mine()).toEqual(['published', 'updated'])
    } finally {
      bus.off('giveaway', listen)
    }
  })

  it('refuses a second draw, and a redraw keeps the earlier record and leaves out the earlier winner', async () => {
    const { g } = await closedWithEntries()
    const first = (await draw('admin', g)).body as unknown as GiveawayDraw
    const again = await draw('editor', g)
    expect(again.status).toBe(409)
    expect(restError(again)).toMatch(/was already drawn on .+ UTC\. To draw again, ask for a redraw/)

    const redraw = await draw('editor', g, { redraw: true })
    expect(redraw.status).toBe(201)
    const second = redraw.body as unknown as GiveawayDraw
    expect(second).toMatchObject({ redraw: true, entries: 4 })
    expect(second.winner).not.toBe(first.winner)
    expect((await drawsOf(g)).map((d) => d.id)).toEqual([first.id, second.id])
  })

  it('refuses while the giveaway is open or upcoming, without entries, and for an unknown id, in words', async () => {
    const open = await makeGiveaway({ opens: -1, closes: 1, title: 'Still open' })
    await entryAt(open, -0.5, `x-${unique()}@school.test`)
    const upcoming = await makeGiveaway({ opens: 1, closes: 2, title: 'Not started' })
    const empty = await makeGiveaway({ opens: -3, closes: -1, title: 'Nobody came' })
    const cases: [Giveaway | string, number, RegExp][] = [
      [open, 409, /^“Still open” takes entries until .+ UTC: draw its winner after it closes\.$/],
      [upcoming, 409, /^“Not started” takes entries until/],
      [empty, 409, /^“Nobody came” has no valid entries to draw from\.$/],
      ['999999', 404, /^There is no such giveaway/],
      ['abc', 404, /^There is no such giveaway/],
    ]
    for (const [g, status, message] of cases) {
      const answer = await draw('editor', g)
      expect([answer.status, restError(answer)]).toEqual([status, expect.stringMatching(message)])
    }
    const bad = await draw('editor', empty, { redraw: 'yes' })
    expect([bad.status, restError(bad)]).toEqual([400, 'Send “redraw” as true or false, or leave it out.'])
    expect(await drawsOf(open)).toEqual([])
  })

  it('is for editors and admins only: visitors 401, members and contributors 403', async () => {
    const { g } = await closedWithEntries()
    const anonymous = await draw(undefined, g)
    expect([anonymous.status, restError(anonymous)]).toEqual([
      401,
      'Sign in to the admin as an editor to draw a winner.',
    ])
    for (const who of ['member', 'contributor']) {
      const answer = await draw(who, g)
      expect([answer.status, restError(answer)]).toEqual([403, 'Only editors and admins may draw a winner.'])
    }
    expect(await drawsOf(g)).toEqual([])
    expect((await draw('admin', g)).status).toBe(201)
  })

  it('keeps the records out of reach: read by editors and admins only, written by nobody through the API', async () => {
    const { g } = await closedWithEntries()
    const { body } = await draw('admin', g)
    const id = (body as unknown as GiveawayDraw).id
    for (const who of [undefined, 'member', 'contributor']) {
      const answer = await rest('GET', `/giveaway-draws/${id}`, { token: who ? tokens.get(who) : undefined })
      expect(answer.status, who ?? 'anonymous').toBeGreaterThanOrEqual(401)
      expect(answer.status).toBeLessThan(500)
    }
    expect((await rest('GET', `/giveaway-draws/${id}`, { token: tokens.get('editor') })).status).toBe(200)
    const change = await rest('PATCH', `/giveaway-draws/${id}`, { token: tokens.get('admin'), body: { seed: 'x' } })
    expect(change.status).toBe(403)
    const remove = await rest('DELETE', `/giveaway-draws/${id}`, { token: tokens.get('admin') })
    expect(remove.status).toBe(403)
  })
})
