import { AUTHORS } from '@/seed/content/authors'
import { CATEGORIES, ORIGINALS } from '@/seed/content/categories'
import type { AuthorKey } from '@/seed/content/types'
import { WRITE, findBy, type Seeder } from '@/seed/context'

/**
 * Authors have no slug or email (they are addressed by id), so their natural key is their name:
 * two demo authors never share one.
 */
export async function seedAuthors(s: Seeder) {
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

/** Categories in list order, so a parent always exists before its children. */
export async function seedCategories(s: Seeder) {
  const existing = await findBy(
    s,
    'categories',
    'slug',
    CATEGORIES.map((c) => c.slug),
  )
  for (const { parent, ...category } of CATEGORIES) {
    let id = existing.get(category.slug)
    if (id === undefined) {
      const doc = await s.payload.create({
        collection: 'categories',
        data: { ...category, parent: parent ? s.lookup.doc('categories', parent) : undefined },
        ...WRITE,
      })
      id = doc.id
      s.created.categories++
    }
    s.docs.categories.set(category.slug, id)
  }
}

export async function seedOriginals(s: Seeder) {
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
