import { POPUPS } from '@/seed/content/popups'
import { WRITE, findBy, type Seeder } from '@/seed/context'

export async function seedPopups(s: Seeder) {
  const existing = await findBy(
    s,
    'popups',
    'title',
    POPUPS.map((popup) => popup.title),
  )
  for (const popup of POPUPS) {
    if (existing.has(popup.title)) continue
    await s.payload.create({ collection: 'popups', data: { ...popup, _status: 'published' }, ...WRITE })
    s.created.popups += 1
  }
}
