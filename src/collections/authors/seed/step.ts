import { AUTHORS } from '@/collections/authors/seed/content'
import type { AuthorKey } from '@/seed/content/types'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

/**
 * Authors have no slug or email (they are addressed by id), so their natural key is their name:
 * two demo authors never share one.
 */
async function seedAuthors(s: Seeder) {
  const entries = Object.entries(AUTHORS) as [AuthorKey, (typeof AUTHORS)[AuthorKey]][]
  const existing = await findBy(
    s,
    'authors',
    'name',
    entries.map(([, a]) => a.name),
  )
  for (const [key, author] of entries) {
    let id = existing.get(author.name)
    if (id === undefined) {
      const doc = await s.payload.create({
        collection: 'authors',
        data: { ...author, avatar: s.lookup.media(author.avatar) },
        ...WRITE,
      })
      id = doc.id
      s.created.authors++
    }
    s.authors.set(key, id)
  }
}

export const step: SeedStep = { after: [], run: seedAuthors }
