import { listicle } from '@/seed/blocks'
import { reviewed } from '@/seed/content/pages-privacy'
import type { PageSeed } from '@/seed/content/types'
import { paragraphs } from '@/seed/lexical'

/** /giveaway-rules: the rules every giveaway follows; each giveaway adds its own prize and dates. */
export const GIVEAWAY_PAGES: PageSeed[] = [
  {
    slug: 'giveaway-rules',
    title: 'Giveaway Rules',
    layout: 'giveaway',
    intro: `The rules of every Staffroom giveaway. Each giveaway's page adds its prize, its dates and who may enter. Last updated ${reviewed()}.`,
    blocks: [
      listicle({
        numbered: true,
        items: [
          {
            title: 'Who runs it',
            content: paragraphs(
              'Staffroom runs every giveaway on this site. Prizes given by a partner say so on the giveaway page; the partner never receives your details unless you win and agree.',
            ),
          },
          {
            title: 'Who may enter',
            content: paragraphs(
              'Adults (18 or over) who work in a school: teachers, paraprofessionals, office, custodial and cafeteria staff. Staffroom employees and their households may not enter. A giveaway page may narrow this, for example to schools in one country.',
            ),
          },
          {
            title: 'How to enter',
            content: paragraphs(
              'Fill in the entry form on the giveaway page while the giveaway is open. Entry is free and no purchase is necessary. One entry per person and per email address: a second entry with the same address is refused.',
            ),
          },
          {
            title: 'Opening and closing',
            content: paragraphs(
              'Each giveaway page shows when entries open and close, in UTC, with a countdown. Entries sent before the opening or after the closing time are refused and never counted.',
            ),
          },
          {
            title: 'The drawing',
            content: paragraphs(
              'After the closing time an editor draws the winner at random from all valid entries. Every draw is recorded with its date, the person who ran it, the number of entries and the random seed, so it can be checked later. Duplicate entries are left out.',
            ),
          },
          {
            title: 'The winner',
            content: paragraphs(
              'We email the winner within seven days. If they do not reply within fourteen days, or cannot accept the prize, we draw again from the remaining entries. With the winner’s agreement we announce their first name and school role on the giveaway page.',
            ),
          },
          {
            title: 'The prize',
            content: paragraphs(
              'The prize is as described on the giveaway page. There is no cash alternative. If a prize becomes unavailable we may replace it with one of equal or greater value.',
            ),
          },
          {
            title: 'Closing a giveaway early',
            content: paragraphs(
              'If something outside our control stops a giveaway from running fairly, we may pause or close it early and say so on its page.',
            ),
          },
          {
            title: 'Your details',
            content: paragraphs(
              'We use your entry only to run the giveaway and delete entries six months after the drawing. Our privacy policy says more.',
            ),
          },
        ],
      }),
    ],
  },
]
