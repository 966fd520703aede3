import type { Popup } from '@/payload-types'
import { p, richText } from '@/seed/lexical'

export type PopupSeed = Pick<Popup, 'title' | 'content' | 'cta' | 'showOn' | 'frequency' | 'days' | 'priority'>

/** One demo popup, on the meme pages, again a week after it is closed. */
export const POPUPS: PopupSeed[] = [
  {
    title: 'Got a meme only teachers get?',
    content: richText(
      p('Send us the one that made the teachers’ lounge cry laughing. The best ones go up on the wall every Friday.'),
    ),
    cta: { type: 'custom', url: '/submission', label: 'Send us your meme', newTab: false },
    showOn: '/memes\n/meme/*',
    frequency: 'days',
    days: 7,
    priority: 0,
  },
]
