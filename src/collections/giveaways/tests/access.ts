import { richText } from '../../../../tests/int/support/fixtures'
import { versioned, type Data, type Entities } from '../../../../tests/api/support/access/adapters'
import { giveawayForm, marker, type World } from '../../../../tests/api/support/access/world'

/** Open from an hour ago for a day: a draw on it is refused (409) to whoever may draw. */
const giveawayData = (w: World, m: string) => ({
  title: m,
  slug: m,
  prize: `A prize for ${m}`,
  image: w.image.id,
  startsAt: new Date(Date.now() - 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  entryForm: giveawayForm(w),
  eligibility: 'Anyone in a school.',
  rules: richText(`Rules of ${m}`),
})

const drawData = (w: World, m: string, user: number, giveaway?: number) => ({
  giveaway,
  key: m,
  drawnBy: user,
  drawnAt: new Date().toISOString(),
  seed: m,
  entries: 1,
  candidates: [1],
  winner: 1,
})

/** Giveaways, and the records of their draws. */
export const entities: Entities = {
  giveaways: versioned('giveaways', giveawayData),
  /** A draw's record, as the draw writes it (the server only: nobody writes them through the API). */
  'giveaway-draws': {
    set: (m) => ({ seed: m }),
    get: (d: Data) => d.seed,
    create: (w, m) => drawData(w, m, w.users.editor.id),
    make: async (w) => {
      const m = marker()
      const giveaway = await w.payload.create({
        collection: 'giveaways',
        data: { ...giveawayData(w, marker()), _status: 'published' },
      } as never)
      const entry = await w.payload.create({
        collection: 'form-submissions',
        data: { form: w.form.id, submissionData: [{ field: 'name', value: m }] },
      })
      const doc = await w.payload.create({
        collection: 'giveaway-draws',
        data: { ...drawData(w, m, w.users.editor.id, (giveaway as { id: number }).id), winner: entry.id } as never,
      })
      return { id: doc.id, marker: m }
    },
  },
}
