import { ValidationError, type Payload } from 'payload'

import { formatDateTime } from '@/lib/format'
import type { GiveawayDraw } from '@/payload-types'
import { newSeed, pickIndex } from '@/server/giveaways/pick'

/** Why no winner was drawn, with the status the endpoint answers. */
export class DrawError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

type Entry = { id: number | string; email?: string | null }

/**
 * The valid entries of a giveaway: its form's submissions sent inside the entry window, oldest
 * first, one per email address (the first counts), without the winners of earlier draws.
 */
export async function validEntries(
  payload: Payload,
  giveaway: { entryForm: unknown; startsAt: string; endsAt: string },
  exclude: Set<string> = new Set(),
): Promise<Entry[]> {
  const form = typeof giveaway.entryForm === 'object' ? (giveaway.entryForm as { id: number }).id : giveaway.entryForm
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: {
      and: [
        { form: { equals: form } },
        { createdAt: { greater_than_equal: giveaway.startsAt } },
        { createdAt: { less_than: giveaway.endsAt } },
      ],
    },
    select: { email: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const seen = new Set<string>()
  const entries: Entry[] = []
  for (const doc of docs) {
    const who = doc.email ? doc.email.toLowerCase() : `#${doc.id}`
    if (seen.has(who)) continue
    seen.add(who)
    if (!exclude.has(who)) entries.push({ id: doc.id, email: doc.email })
  }
  return entries
}

/**
 * Draws the winner of a closed giveaway uniformly at random among its valid entries, with a
 * recorded seed, and keeps the record (giveaway-draws). Refuses while entries are still possible,
 * without entries, and a second time unless `redraw` is asked for: a redraw leaves the earlier
 * record and leaves out the earlier winners. The drawn entry becomes the giveaway's winner entry;
 * the name announced stays the editor's to write.
 */
export async function drawWinner(
  payload: Payload,
  {
    giveaway: id,
    user,
    redraw = false,
    now = new Date(),
    context = {},
  }: {
    giveaway: number | string
    user: number | string
    redraw?: boolean
    now?: Date
    /** Passed to the writes (the seed turns revalidation off: no Next server is there). */
    context?: Record<string, unknown>
  },
): Promise<GiveawayDraw> {
  const giveaway = await payload.findByID({ collection: 'giveaways', id, depth: 0, disableErrors: true })
  if (!giveaway) throw new DrawError(404, 'There is no such giveaway. It may have been deleted.')
  if (now.getTime() < Date.parse(giveaway.endsAt)) {
    throw new DrawError(
      409,
      `“${giveaway.title}” takes entries until ${formatDateTime(giveaway.endsAt)}: draw its winner after it closes.`,
    )
  }
  const { docs: earlier } = await payload.find({
    collection: 'giveaway-draws',
    where: { giveaway: { equals: giveaway.id } },
    select: { drawnAt: true, winnerEmail: true, winner: true },
    sort: 'drawnAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const last = earlier.at(-1)
  if (last && !redraw) {
    throw new DrawError(
      409,
      `A winner of “${giveaway.title}” was already drawn on ${formatDateTime(last.drawnAt)}. To draw again, ask for a redraw: the earlier draw stays on record.`,
    )
  }
  const idOf = (ref: GiveawayDraw['winner']) => (typeof ref === 'object' ? ref.id : ref)
  const before = new Set(earlier.map((d) => (d.winnerEmail ? d.winnerEmail.toLowerCase() : `#${idOf(d.winner)}`)))
  const entries = await validEntries(payload, giveaway, before)
  if (entries.length === 0) {
    throw new DrawError(
      409,
      earlier.length > 0
        ? `“${giveaway.title}” has no valid entries left that have not already been drawn.`
        : `“${giveaway.title}” has no valid entries to draw from.`,
    )
  }

  const seed = newSeed()
  const winner = entries[pickIndex(seed, entries.length)]
  let record: GiveawayDraw
  try {
    record = await payload.create({
      collection: 'giveaway-draws',
      data: {
        giveaway: giveaway.id,
        key: `${giveaway.id}:${earlier.length + 1}`,
        drawnBy: Number(user),
        drawnAt: now.toISOString(),
        seed,
        entries: entries.length,
        candidates: entries.map((e) => e.id),
        winner: Number(winner.id),
        winnerEmail: winner.email ?? null,
        redraw: earlier.length > 0,
      },
      depth: 0,
      overrideAccess: true,
      context,
    })
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'key')) {
      throw new DrawError(409, `Someone else drew a winner of “${giveaway.title}” just now. Reload to see it.`)
    }
    throw error
  }
  // Into a draft, on top of any edits the editor has not published: the editor writes the
  // winner's name once they agree, then publishes. An update that is not a draft would publish
  // whatever the newest draft holds (Payload builds it on the newest version), unfinished edits too.
  await payload.update({
    collection: 'giveaways',
    id: giveaway.id,
    data: { winner: { entry: Number(winner.id), name: giveaway.winner?.name ?? null } },
    draft: true,
    depth: 0,
    overrideAccess: true,
    context,
  })
  return record
}
