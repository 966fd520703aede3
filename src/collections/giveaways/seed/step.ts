import { prizeAlt, renderPrize } from '@/collections/giveaways/seed/art'
import { GIVEAWAYS, type GiveawaySeed } from '@/collections/giveaways/seed/content'
import { WRITE, findBy, inBatches, uploadDrawing, type Seeder } from '@/seed/context'
import { paragraphs } from '@/seed/lexical'
import { drawWinner } from '@/server/giveaways/draw'
import type { SeedStep } from '@/seed/step'

const DAY = 24 * 60 * 60 * 1000

/** The entries of a past giveaway, sent an hour apart from its opening (as if by visitors). */
async function seedEntries(s: Seeder, row: GiveawaySeed, form: number, opens: number) {
  for (const [i, email] of (row.entries ?? []).entries()) {
    const name = email.split('@')[0]
    await s.payload.create({
      collection: 'form-submissions',
      data: {
        form,
        email: email.toLowerCase(),
        submissionData: [
          { field: 'name', value: name },
          { field: 'email', value: email },
          { field: 'consent', value: 'Agreed' },
        ],
        createdAt: new Date(opens + (i + 1) * 60 * 60 * 1000).toISOString(),
      },
      ...WRITE,
    })
    s.created['form-submissions']++
  }
}

/**
 * The demo giveaways (found first by slug): open, upcoming, closed, closed with its winner drawn
 * by the demo admin and announced, and the disabled holiday giveaway of /disabled-holiday-giveaway.
 * Dates are relative to the day of the seed.
 */
async function seedGiveaways(s: Seeder) {
  const existing = await findBy(
    s,
    'giveaways',
    'slug',
    GIVEAWAYS.map((g) => g.slug),
  )
  for (const [slug, id] of existing) s.docs.giveaways.set(slug, id)
  const now = Date.now()
  await inBatches(
    GIVEAWAYS.filter((g) => !existing.has(g.slug)),
    async (row) => {
      const image = await uploadDrawing(s, await renderPrize(row.art), prizeAlt(row.art), `giveaway-${row.slug}.png`)
      const [opens, closes] = entryWindow(row, now)
      const form = s.lookup.form(row.form)
      const doc = await s.payload.create({
        collection: 'giveaways',
        data: {
          title: row.title,
          slug: row.slug,
          prize: row.prize,
          image: image.id,
          startsAt: new Date(opens).toISOString(),
          endsAt: new Date(closes).toISOString(),
          entryForm: form,
          eligibility: row.eligibility,
          rules: paragraphs(...row.rules),
          disabled: Boolean(row.disabled),
          closedMessage: row.disabled?.message,
          meta: { title: row.title, description: `Win ${row.prize}.`, image: image.id },
          publishedAt: new Date(Math.min(opens, now)).toISOString(),
          createdBy: s.users.get('editor'),
          _status: 'published',
        },
        ...WRITE,
      })
      s.docs.giveaways.set(row.slug, doc.id)
      s.created.giveaways++
      await seedEntries(s, row, form, opens)
      if (!row.winner) return
      const admin = s.users.get('admin')
      if (admin === undefined) throw new Error('Seed: no admin account to draw the winner')
      const draw = await drawWinner(s.payload, { giveaway: doc.id, user: admin, context: WRITE.context })
      // The draw leaves its entry in a draft: publish it with the winner's name, as an editor does.
      await s.payload.update({
        collection: 'giveaways',
        id: doc.id,
        data: { winner: { entry: Number(draw.winner), name: row.winner }, _status: 'published' },
        ...WRITE,
      })
    },
  )
}

/** The entry window of a giveaway seeded at `now`, in milliseconds. */
export function entryWindow(row: Pick<GiveawaySeed, 'opens' | 'closes' | 'opensOn'>, now: number): [number, number] {
  if (!row.opensOn) return [now + row.opens * DAY, now + row.closes * DAY]
  const { month, day } = row.opensOn
  const on = (year: number) => Date.UTC(year, month - 1, day, 12)
  const year = new Date(now).getUTCFullYear()
  // At least a day ahead: it is still to come.
  const opens = on(year) > now + DAY ? on(year) : on(year + 1)
  return [opens, opens + (row.closes - row.opens) * DAY]
}

export const step: SeedStep = { after: [], run: seedGiveaways }
