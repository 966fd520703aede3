import type { Popup } from '@/payload-types'
import { WRITE, findBy, type Seeder } from '@/seed/context'
import { p, richText } from '@/seed/lexical'

type PopupSeed = Pick<Popup, 'title' | 'content' | 'cta' | 'showOn' | 'frequency' | 'days' | 'priority'>

/** One demo popup, on the meme pages, again a week after it is closed. */
const POPUPS: PopupSeed[] = [
  {
    title: 'Got a meme only teachers get?',
    content: richText(
      p('Send us the one that made the staffroom cry laughing. The best ones go up on the wall every Friday.'),
    ),
    cta: { type: 'custom', url: '/submission', label: 'Send us your meme', newTab: false },
    showOn: '/memes\n/meme/*',
    frequency: 'days',
    days: 7,
    priority: 0,
  },
]

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
