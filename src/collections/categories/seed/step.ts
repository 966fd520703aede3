import { CATEGORIES } from '@/collections/categories/seed/content'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'

/** Categories in list order, so a parent always exists before its children. */
async function seedCategories(s: Seeder) {
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

export const step: SeedStep = { after: [], run: seedCategories }
