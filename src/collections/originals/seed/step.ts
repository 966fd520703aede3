import { ORIGINALS } from '@/collections/originals/seed/content'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

/** Series, each with its cover. */
async function seedOriginals(s: Seeder) {
  const existing = await findBy(
    s,
    'originals',
    'slug',
    ORIGINALS.map((o) => o.slug),
  )
  for (const original of ORIGINALS) {
    let id = existing.get(original.slug)
    if (id === undefined) {
      const doc = await s.payload.create({
        collection: 'originals',
        data: { ...original, cover: s.lookup.media(original.cover) },
        ...WRITE,
      })
      id = doc.id
      s.created.originals++
    }
    s.docs.originals.set(original.slug, id)
  }
}

export const step: SeedStep = { after: [], run: seedOriginals }
