import type { PrizeArt } from '@/collections/giveaways/seed/art'
import type { FormKey } from '@/seed/content/forms'

export type GiveawaySeed = {
  slug: string
  title: string
  prize: string
  art: PrizeArt
  form: FormKey
  /** The entry window, in days from the day of the seed (negative: in the past). */
  opens: number
  closes: number
  /**
   * A seasonal giveaway still to come opens on the next such day (month 1–12) instead, whenever
   * the seed runs, and stays open as many days as `closes - opens`.
   */
  opensOn?: { month: number; day: number }
  eligibility: string
  rules: string[]
  disabled?: { message: string }
  /** Entries seeded inside the window (a repeated address is a duplicate the draw ignores). */
  entries?: string[]
  /** Drawn by the seed's admin, with this name announced. */
  winner?: string
}

const ELIGIBLE =
  'Open to adults who work in a school (teachers, paraprofessionals, office, custodial and cafeteria staff). One entry per person.'

const rules = (prize: string, closing: string) => [
  `The prize is ${prize}. There is no cash alternative.`,
  `Entries close ${closing}. Entries sent after the closing time are not counted.`,
  'One entry per email address. The winner is drawn at random from all valid entries after the closing date, and contacted by email within seven days.',
  'Full rules for every Staffroom giveaway are on the giveaway rules page.',
]

const people = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}-${i + 1}@example.com`)

/** One giveaway open now, one upcoming, two closed (one with its winner announced), the disabled holiday one. */
export const GIVEAWAYS: GiveawaySeed[] = [
  {
    slug: 'caption-contest-coffee-machine',
    title: 'Caption contest: win a teachers’ lounge coffee machine',
    prize: 'a grind-and-brew coffee maker for your teachers’ lounge',
    art: { paper: '#dbeafe', box: '#c8102e', ribbon: '#ffd23f', prop: 'mug' },
    form: 'contest',
    opens: -7,
    closes: 21,
    eligibility: `${ELIGIBLE} US schools only: we deliver the machine to your school.`,
    rules: rules('one grind-and-brew coffee maker, delivered to your school', 'three weeks after opening'),
  },
  {
    slug: 'summer-reading-stack',
    title: 'A summer reading stack',
    prize: 'ten novels picked by our writers, for the long break',
    art: { paper: '#fff1b8', box: '#3b6fd8', ribbon: '#ff8c42', prop: 'book' },
    form: 'giveaway-reading',
    opens: 14,
    closes: 44,
    // For the summer break: it opens as the school year ends, not two weeks after any seed.
    opensOn: { month: 5, day: 15 },
    eligibility: ELIGIBLE,
    rules: rules('ten paperback novels', 'a month after opening'),
  },
  {
    slug: 'marking-pen-bundle',
    title: 'The ultimate grading pen bundle',
    prize: 'forty pens in every color except red',
    art: { paper: '#f4f1e8', box: '#2bb3a3', ribbon: '#c8102e', prop: 'star' },
    form: 'giveaway-pens',
    opens: -30,
    closes: -2,
    eligibility: ELIGIBLE,
    rules: rules('forty assorted grading pens', 'four weeks after opening'),
    entries: [...people('pens', 5), 'pens-2@example.com'],
  },
  {
    slug: 'back-to-school-stationery-hamper',
    title: 'Back-to-school supplies gift basket',
    prize: 'a gift basket of school supplies, cookies and good coffee',
    art: { paper: '#fde2e4', box: '#1f4d3a', ribbon: '#ffd23f', prop: 'apple' },
    form: 'giveaway-hamper',
    opens: -75,
    closes: -45,
    eligibility: ELIGIBLE,
    rules: rules('one school supplies gift basket', 'a month after opening'),
    entries: [...people('hamper', 8), 'HAMPER-3@example.com'],
    winner: 'Carmen, a 3rd-grade teacher in Omaha',
  },
  {
    slug: 'holiday-giveaway',
    title: 'Holiday giveaway: a weekend away',
    prize: 'a weekend for two at a seaside hotel',
    art: { paper: '#dbeafe', box: '#ffd23f', ribbon: '#c8102e', prop: 'star' },
    form: 'giveaway-holiday',
    opens: -5,
    closes: 25,
    eligibility: ELIGIBLE,
    rules: rules('two nights for two at a seaside hotel, breakfast included', 'a month after opening'),
    disabled: {
      message:
        'Entries for the holiday giveaway are closed while we confirm the dates with the hotel. Sign up for the newsletter to hear when it reopens.',
    },
  },
]
