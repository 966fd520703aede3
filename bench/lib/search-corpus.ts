/**
 * The search benchmark's corpus: `docs` index entries that read like the site, every
 * content type in a real site's proportions, written through the search core's own bulk write
 * (`writeEntries`, what the hooks and the rebuild use). Run as
 * `node .build/cli.mjs search:bench-seed --docs 100000 --seed 1 [--queries <file>]`.
 *
 * Words: the demo content's own prose (src/seed/content), ranked by frequency, with the site's
 * themes lifted into the common words and a long tail of made-up names, places and brands. Text
 * follows the prose's word pairs most of the time and otherwise draws from the whole vocabulary by
 * a Zipf law, so that a word's document frequency falls off with its rank as in real text. All
 * from one seeded PRNG: the same seed gives the same corpus on every machine (dates are relative
 * to the day of the run).
 *
 * With `--queries <file>` it also writes what the load generator asks for, picked by measured
 * document frequency: common words, rare words, pairs, prefixes and misspellings.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import { pathOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { AUTHORS } from '@/collections/authors/seed/content'
import { CATEGORIES } from '@/collections/categories/seed/content'
import { ORIGINALS } from '@/collections/originals/seed/content'
import { FAVES, QUESTIONS } from '@/collections/faves/seed/content'
import { GIVEAWAYS } from '@/collections/giveaways/seed/content'
import { MEMES } from '@/collections/memes/seed/content'
import { COMPANY_PAGES } from '@/seed/content/pages-company'
import { GIVEAWAY_PAGES } from '@/seed/content/pages-giveaways'
import { GUIDE_PAGES } from '@/seed/content/pages-guides'
import { LEGAL_PAGES } from '@/seed/content/pages-legal'
import { PRIVACY_PAGES } from '@/seed/content/pages-privacy'
import { SHOWS as PODCAST_SHOWS } from '@/collections/podcasts/seed/content'
import { POSTS_1 } from '@/collections/posts/seed/content-1'
import { POSTS_2 } from '@/collections/posts/seed/content-2'
import { POSTS_3 } from '@/collections/posts/seed/content-3'
import { POSTS_4 } from '@/collections/posts/seed/content-4'
import { POSTS_5 } from '@/collections/posts/seed/content-5'
import { POSTS_6 } from '@/collections/posts/seed/content-6'
import { POSTS_7 } from '@/collections/posts/seed/content-7'
import { PRINTABLES } from '@/collections/printables/seed/content'
import { PERFORMERS, SHOWS as TOUR_SHOWS, TOUR_TEXT } from '@/collections/tour-shows/seed/content'
import { VIDEOS, VIDEO_CATEGORIES } from '@/collections/videos/seed/content'
import type { SearchEntry } from '@/server/search/index'

import { prng } from './prng.mjs'

/** Shares of a site of this kind: mostly articles and memes, a few thousand videos and episodes. */
const SHARES: [ContentType, number][] = [
  ['posts', 0.42],
  ['memes', 0.25],
  ['videos', 0.1],
  ['episodes', 0.09],
  ['printables', 0.05],
  ['tour-shows', 0.04],
  ['faves', 0.025],
  ['giveaways', 0.01],
  ['performers', 0.008],
  ['pages', 0.004],
  ['podcasts', 0.003],
]

/** Bench documents' ids start here: far above the demo content's, so none replaces a real entry. */
const ID_BASE = 10_000_000

/** The site's themes: made common whatever the demo prose says about them. */
const THEMES = `teacher teachers teaching grading grade marking coffee recess detention field trip parent
conference homework lesson classroom principal headteacher substitute supply cafeteria playground worksheet
report cards staffroom photocopier laminator lanyard assembly bus duty lunch snow spelling bee science fair
library crayons glue stick whiteboard projector summer break holidays term exam exams quiz pupils students
kids class register timetable inspection ofsted curriculum reading writing maths math history geography
phonics art music drama sports day stationery pen pencil sharpener ruler rubric feedback planning plan
deadline meeting email parents evening bell uniform backpack lunchbox snack tea kettle biscuits fridge mug
sticker stickers glitter scissors tissues hall pass seating chart bulletin board calculator textbook
notebook paperwork data spreadsheet training inset weekend monday friday september june tired burnout
wellbeing humour funny laugh chaos noise silence fire drill wet play recorder nativity concert trophy`
  .split(/\s+/)
  .filter(Boolean)

/** Phrases teachers type: each is put into text whole, so that pairs of words co-occur as they do. */
const PHRASES = [
  'field trip',
  'parent-teacher conference',
  'report cards',
  'snow day',
  'bus duty',
  'lunch duty',
  'staff meeting',
  'fire drill',
  'science fair',
  'spelling bee',
  'book fair',
  'picture day',
  'marking pile',
  'supply teacher',
  'substitute teacher',
  'teacher appreciation week',
  'school trip',
  'sports day',
  'wet play',
  'red pen',
  'coffee mug',
  'staffroom fridge',
  'half term',
  'summer holidays',
  'lesson plan',
  'seating plan',
  'group project',
  'pop quiz',
  'hall pass',
  'detention slip',
  'recess duty',
  'grading papers',
  'parents evening',
  'first day back',
  'last day of term',
  'photocopier jam',
  'reading corner',
  'exam season',
  'open evening',
  'class pet',
]

/** Words too common to be asked for alone (they are still in the text). */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her here
hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of
off on once only or other our ours ourselves out over own same she should so some such than that the their
theirs them themselves then there these they this those through to too under until up very was we were what
when where which while who whom why will with would you your yours yourself yourselves one two also get got
it's i'm don't can't we're you're that's there's isn't didn't won't let's`.split(/\s+/),
)

// ---------------------------------------------------------------------------------------------
// Randomness

type Random = ReturnType<typeof prng>

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]

/** Index of the first cumulative weight above a uniform draw. */
function draw(random: Random, cumulative: Float64Array): number {
  const target = random() * cumulative[cumulative.length - 1]
  let low = 0
  let high = cumulative.length - 1
  while (low < high) {
    const mid = (low + high) >>> 1
    if (cumulative[mid] > target) high = mid
    else low = mid + 1
  }
  return low
}

// ---------------------------------------------------------------------------------------------
// The language model: the demo prose's vocabulary and word pairs

/** Every string of four words or more anywhere in the demo content (rich text included). */
function proseOf(value: unknown, out: string[], seen: Set<object>) {
  if (typeof value === 'string') {
    if (value.trim().split(/\s+/).length >= 4) out.push(value.replace(/\]\([^)]*\)/g, ']'))
    return
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  for (const item of Array.isArray(value) ? value : Object.values(value)) proseOf(item, out, seen)
}

const wordsOf = (text: string): string[] => [...(text.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z]+(?:'[a-z]+)?/g) ?? [])]

/** Pronounceable made-up words: the long tail of surnames, towns, brands and pupils' inventions. */
function madeUpWords(random: Random, count: number, taken: Set<string>): string[] {
  const onsets = ['b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p']
    .concat(['pr', 'qu', 'r', 's', 'sh', 'sk', 'st', 't', 'th', 'tr', 'v', 'w', 'wh', 'y', 'z'])
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ee', 'oo', 'ou', 'y']
  const codas = ['', '', '', 'n', 'r', 'l', 'st', 'ck', 'm', 'nd', 'rt', 'x', 'sh', 'ng', 'ley', 'ton', 'by']
  const words: string[] = []
  const made = new Set<string>()
  while (words.length < count) {
    let word = ''
    for (let s = between(random, 2, 3); s > 0; s -= 1) word += pick(random, onsets) + pick(random, vowels)
    word += pick(random, codas)
    if (word.length < 5 || taken.has(word) || made.has(word)) continue
    made.add(word)
    words.push(word)
  }
  return words
}

type Model = {
  vocabulary: string[]
  /** Zipf–Mandelbrot weights over `vocabulary`'s ranks, cumulative. */
  zipf: Float64Array
  /** The word pairs of the prose: for each word, what follows it and how often (cumulative). */
  next: Map<string, { words: string[]; cumulative: Float64Array }>
  starts: string[]
  tail: string[]
}

function buildModel(random: Random): Model {
  const prose: string[] = []
  const sources = [
    POSTS_1, POSTS_2, POSTS_3, POSTS_4, POSTS_5, POSTS_6, POSTS_7, MEMES, VIDEOS, VIDEO_CATEGORIES,
    PODCAST_SHOWS, PRINTABLES, COMPANY_PAGES, GIVEAWAY_PAGES, GUIDE_PAGES, LEGAL_PAGES, PRIVACY_PAGES,
    GIVEAWAYS, FAVES, QUESTIONS, TOUR_SHOWS, PERFORMERS, TOUR_TEXT, AUTHORS, CATEGORIES, ORIGINALS,
  ]
  proseOf(sources, prose, new Set())

  const counts = new Map<string, number>()
  const pairs = new Map<string, Map<string, number>>()
  const starts: string[] = []
  for (const text of prose) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const words = wordsOf(sentence)
      if (words.length === 0) continue
      starts.push(words[0])
      words.forEach((word, i) => {
        counts.set(word, (counts.get(word) ?? 0) + 1)
        if (i === 0) return
        const after = pairs.get(words[i - 1]) ?? new Map<string, number>()
        after.set(word, (after.get(word) ?? 0) + 1)
        pairs.set(words[i - 1], after)
      })
    }
  }
  // The themes rank among the common words (about the 300th word's count on top of their own).
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const lift = ranked[Math.min(300, ranked.length - 1)][1]
  for (const word of THEMES) counts.set(word, (counts.get(word) ?? 0) + lift)
  const seedWords = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w)
  const tail = madeUpWords(random, 30_000, new Set(seedWords))
  const vocabulary = [...seedWords, ...tail]

  const zipf = new Float64Array(vocabulary.length)
  let sum = 0
  // The made-up tail weighs less than its ranks alone would give: it stands for names and odd words,
  // a few in a hundred words of real text, not a quarter of them.
  for (let rank = 0; rank < vocabulary.length; rank += 1) {
    zipf[rank] = sum += (rank < seedWords.length ? 1 : 0.2) / (rank + 2.7) ** 1.05
  }

  const next = new Map<string, { words: string[]; cumulative: Float64Array }>()
  for (const [word, after] of pairs) {
    const words = [...after.keys()]
    let total = 0
    next.set(word, { words, cumulative: Float64Array.from(words, (w) => (total += after.get(w)!)) })
  }
  return { vocabulary, zipf, next, starts, tail }
}

// ---------------------------------------------------------------------------------------------
// Text

class Writer {
  constructor(
    private readonly model: Model,
    private readonly random: Random,
  ) {}

  word(): string {
    return this.model.vocabulary[draw(this.random, this.model.zipf)]
  }

  /** One sentence of `min`–`max` words: mostly the prose's pairs, sometimes a jump, maybe a theme. */
  sentence(min = 6, max = 22): string {
    const { random, model } = this
    const length = between(random, min, max)
    const words: string[] = [random() < 0.5 ? pick(random, model.starts) : this.word()]
    while (words.length < length) {
      const after = model.next.get(words[words.length - 1])
      words.push(after && random() < 0.72 ? after.words[draw(random, after.cumulative)] : this.word())
    }
    if (random() < 0.18) words.splice(between(random, 0, words.length - 1), 0, pick(random, PHRASES))
    const text = words.join(' ')
    const end = random() < 0.85 ? '.' : random() < 0.5 ? '?' : '!'
    return text.charAt(0).toUpperCase() + text.slice(1) + end
  }

  /** Paragraphs of 2–6 sentences until `words` words. */
  body(words: number): string {
    const paragraphs: string[] = []
    let count = 0
    while (count < words) {
      const sentences: string[] = []
      for (let n = between(this.random, 2, 6); n > 0 && count < words; n -= 1) {
        const sentence = this.sentence()
        count += sentence.split(' ').length
        sentences.push(sentence)
      }
      paragraphs.push(sentences.join(' '))
    }
    return paragraphs.join('\n\n')
  }

  title(min = 4, max = 10): string {
    const { random } = this
    const openers = ['How to', 'Why', 'What nobody tells you about', 'The unofficial guide to', 'A love letter to']
    let text = this.sentence(min, max).replace(/[.?!]$/, '')
    if (random() < 0.08) text = `${between(random, 5, 31)} things only teachers know about ${text.toLowerCase()}`
    else if (random() < 0.1) text = `${pick(random, openers)} ${text.toLowerCase()}`
    return text.replace(/\b([a-z])([a-z']*)/g, (_, first: string, rest: string) =>
      rest.length > 2 || first === 'i' ? first.toUpperCase() + rest : first + rest,
    )
  }

  name(): string {
    const first = pick(this.random, FIRST_NAMES)
    const last = this.random() < 0.6 ? pick(this.random, LAST_NAMES) : pick(this.random, this.model.tail)
    return `${first} ${last.charAt(0).toUpperCase()}${last.slice(1)}`
  }
}

const FIRST_NAMES = `Dana Marcus Priya Tom Maya Sam Harriet Dev Aisha Ben Chloe Daniel Ella Femi Grace Hugo Imogen Jamal
Kate Liam Mei Nadia Oscar Pete Quinn Rosa Sunil Tara Umar Vera Will Yusuf Zoe Abby Carlos Dimitri Erin Farah
Gus Hana Isaac Jo Kofi Lena Mo Nia Owen Pia Raj Sophie Theo Uma Vince Wendy Xander Yara Zach`.split(/\s+/)
const LAST_NAMES = `Whitfield Bell Shah Okafor Brooks Patel Nguyen Garcia Smith Jones Taylor Brown Wilson Evans Thomas
Roberts Walker Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke
Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Allen Young Mitchell Kelly
Carter Adams Rivera Kim Cohen Murphy Reyes Diaz Novak Fischer Ahmed Rossi`.split(/\s+/)
const CITIES: [string, string][] = [
  ['Columbus', 'Ohio'], ['Cleveland', 'Ohio'], ['Pittsburgh', 'Pennsylvania'], ['Philadelphia', 'Pennsylvania'],
  ['Austin', 'Texas'], ['Dallas', 'Texas'], ['Houston', 'Texas'], ['San Antonio', 'Texas'], ['New Orleans', 'Louisiana'],
  ['Atlanta', 'Georgia'], ['Savannah', 'Georgia'], ['Nashville', 'Tennessee'], ['Memphis', 'Tennessee'],
  ['Chicago', 'Illinois'], ['Milwaukee', 'Wisconsin'], ['Minneapolis', 'Minnesota'], ['Detroit', 'Michigan'],
  ['Indianapolis', 'Indiana'], ['St. Louis', 'Missouri'], ['Kansas City', 'Missouri'], ['Omaha', 'Nebraska'],
  ['Denver', 'Colorado'], ['Boulder', 'Colorado'], ['Salt Lake City', 'Utah'], ['Phoenix', 'Arizona'],
  ['Tucson', 'Arizona'], ['Albuquerque', 'New Mexico'], ['Las Vegas', 'Nevada'], ['Los Angeles', 'California'],
  ['San Diego', 'California'], ['San Francisco', 'California'], ['Sacramento', 'California'], ['Portland', 'Oregon'],
  ['Seattle', 'Washington'], ['Spokane', 'Washington'], ['Boise', 'Idaho'], ['Boston', 'Massachusetts'],
  ['Providence', 'Rhode Island'], ['Hartford', 'Connecticut'], ['New York', 'New York'], ['Buffalo', 'New York'],
  ['Baltimore', 'Maryland'], ['Richmond', 'Virginia'], ['Raleigh', 'North Carolina'], ['Charlotte', 'North Carolina'],
  ['Charleston', 'South Carolina'], ['Orlando', 'Florida'], ['Tampa', 'Florida'], ['Miami', 'Florida'],
  ['Birmingham', 'Alabama'], ['Louisville', 'Kentucky'], ['Cincinnati', 'Ohio'], ['Des Moines', 'Iowa'],
  ['Oklahoma City', 'Oklahoma'], ['Little Rock', 'Arkansas'], ['Madison', 'Wisconsin'], ['Burlington', 'Vermont'],
]
const VENUE_KINDS = ['Hall', 'Theatre', 'Playhouse', 'Room', 'Arts Center', 'Music Hall', 'Comedy Club', 'Auditorium']

// ---------------------------------------------------------------------------------------------
// Documents

type Draft = { title: string; body: string; slug: string }

const slugOf = (title: string, id: number) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}-${id}`

/** Title and text of one document of `type`, shaped like that type's searchable fields. */
function draft(type: ContentType, id: number, w: Writer, random: Random, shows: Draft[]): Draft & { show?: string } {
  const make = (title: string, ...parts: string[]) => ({ title, body: parts.filter(Boolean).join('\n\n'), slug: slugOf(title, id) })
  switch (type) {
    case 'posts': // title, excerpt, the article (100–600 words)
      return make(w.title(), w.sentence(18, 40), w.body(between(random, 100, 600)))
    case 'memes': // title and the words on the image
      return make(w.title(2, 5), w.sentence(3, 10), w.sentence(4, 14))
    case 'videos':
      return make(w.title(4, 10), w.body(between(random, 25, 120)))
    case 'podcasts':
      return make(w.title(2, 5), w.body(between(random, 40, 120)))
    case 'episodes': {
      // title, description, and a transcript in turns between the hosts
      const show = pick(random, shows)
      const hosts = [w.name(), w.name()]
      const turns: string[] = []
      for (let words = between(random, 600, 1500); words > 0; ) {
        const turn = w.body(between(random, 20, 90)).replace(/\n\n/g, ' ')
        words -= turn.split(' ').length
        turns.push(`${hosts[turns.length % 2]}: ${turn}`)
      }
      return { ...make(w.title(4, 10), w.body(between(random, 30, 90)), turns.join('\n\n')), show: show.slug }
    }
    case 'printables':
      return make(w.title(3, 8), w.body(between(random, 20, 80)))
    case 'pages':
      return make(w.title(2, 6), w.sentence(20, 45), w.body(between(random, 150, 800)))
    case 'tour-shows': {
      // title, city, venue, region, lineup
      const [city, region] = pick(random, CITIES)
      const venue = `${w.name().split(' ')[1]} ${pick(random, VENUE_KINDS)}`
      const lineup = Array.from({ length: between(random, 2, 4) }, () => w.name())
      return make(`Staffroom Live: ${city}`, city, venue, region, lineup.join(', '))
    }
    case 'performers':
      return make(w.name(), w.body(between(random, 40, 120)))
    case 'giveaways': {
      const prize = w.sentence(5, 20)
      return make(`Win ${w.title(3, 7).toLowerCase()}`, prize, w.body(between(random, 30, 60)))
    }
    case 'faves': {
      // the day's face (name, story), their picks (creator, caption) and the questions they answered
      const face = w.name()
      const items = Array.from({ length: between(random, 3, 5) }, () => `${w.name()}\n${w.sentence(8, 20)}`)
      const questions = Array.from({ length: between(random, 2, 3) }, () => `${w.sentence(5, 12)}\n${w.body(between(random, 20, 50))}`)
      return make(`${face}'s faves`, face, w.body(between(random, 40, 100)), ...items, ...questions)
    }
    default:
      throw new Error(`no bench text for ${type}`)
  }
}

/** How many of each type: the shares above by largest remainder, summing to exactly `docs`. */
function countsOf(docs: number): Map<ContentType, number> {
  const exact = SHARES.map(([type, share]) => [type, share * docs] as const)
  const counts = new Map(exact.map(([type, n]) => [type, Math.floor(n)]))
  let left = docs - [...counts.values()].reduce((a, b) => a + b, 0)
  for (const [type] of [...exact].sort((a, b) => (b[1] % 1) - (a[1] % 1))) {
    if (left-- <= 0) break
    counts.set(type, counts.get(type)! + 1)
  }
  return counts
}

const DAY = 86_400_000

export type CorpusStats = { words: number; documentFrequency: Map<string, number> }

/**
 * The corpus, one entry at a time: `docs` entries from `seed`, with image ids drawn from `images`.
 * `stats` is filled in as it goes (words, and in how many documents each word is).
 */
export function* benchCorpus(docs: number, seed: number, images: number[], stats: CorpusStats): Generator<SearchEntry> {
  const random = prng(seed)
  const model = buildModel(random)
  const writer = new Writer(model, random)
  const today = Math.floor(Date.now() / DAY) * DAY

  const order: ContentType[] = []
  for (const [type, n] of countsOf(docs)) for (let i = 0; i < n; i += 1) order.push(type)
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  // Episodes belong to shows: the podcasts are drafted first so that their slugs exist.
  const shows = order.flatMap((type, i) => (type === 'podcasts' ? [draft(type, ID_BASE + i, writer, random, [])] : []))
  if (shows.length === 0) shows.push({ title: 'The Staffroom Kettle', body: '', slug: 'the-staffroom-kettle' })

  let podcast = 0
  for (let i = 0; i < order.length; i += 1) {
    const type = order[i]
    const id = ID_BASE + i
    const doc = type === 'podcasts' ? shows[podcast++] : draft(type, id, writer, random, shows)
    const tokens = wordsOf(`${doc.title} ${doc.body}`)
    stats.words += tokens.length
    for (const token of new Set(tokens)) stats.documentFrequency.set(token, (stats.documentFrequency.get(token) ?? 0) + 1)
    const path = pathOf(type, { id, slug: doc.slug, show: { slug: 'show' in doc ? doc.show : undefined } })
    // Tour shows are dated by the show (a year either side); faves by their day, one in a hundred
    // still to come (in the index already, found only from that day: the only entries with a
    // `visibleFrom`, as in the core); everything else by publication, over eight years.
    const date =
      type === 'tour-shows'
        ? today + between(random, -365, 365) * DAY
        : type === 'faves'
          ? today + (random() < 0.01 ? between(random, 1, 30) : -between(random, 0, 7 * 365)) * DAY
          : today - random() * 8 * 365 * DAY
    const visibleFrom = type === 'faves' ? date : null
    const hasImage = images.length > 0 && !['tour-shows', 'faves', 'pages'].includes(type)
    yield {
      type,
      id,
      title: doc.title,
      body: doc.body,
      path,
      image: hasImage ? pick(random, images) : null,
      date: new Date(date).toISOString(),
      visibleFrom: visibleFrom === null ? null : new Date(visibleFrom).toISOString(),
    }
  }
}

export type BenchSeedOptions = { docs: number; seed: number; batch: number; queries?: string }

/** Writes the corpus in batches of `batch` through writeEntries; `queries`: where to write the query words. */
export async function seedSearchBench(payload: Payload, { docs, seed, batch, queries }: BenchSeedOptions) {
  const started = Date.now()
  const { writeEntries } = await import('@/server/search/index')
  // Images from the media library when there is one (the demo seed's), as real hits have them.
  const media = await payload.find({ collection: 'media', limit: 500, depth: 0, pagination: false, select: { filename: true } })
  const images = media.docs.map((doc) => Number(doc.id))

  const stats: CorpusStats = { words: 0, documentFrequency: new Map() }
  let written = 0
  let writing = 0
  let entries: SearchEntry[] = []
  const flush = async () => {
    const at = Date.now()
    await writeEntries(payload, entries)
    writing += Date.now() - at
    written += entries.length
    entries = []
    if (written % (batch * 20) === 0 || written === docs) {
      const seconds = (Date.now() - started) / 1000
      console.error(`[search:bench-seed] ${written}/${docs} (${Math.round(written / seconds)} docs/s)`)
    }
  }
  for (const entry of benchCorpus(docs, seed, images, stats)) {
    entries.push(entry)
    if (entries.length === batch) await flush()
  }
  if (entries.length > 0) await flush()

  if (queries) {
    const words = queryWords(stats.documentFrequency, written, prng(seed + 1))
    await writeFile(queries, `${JSON.stringify(words, null, 2)}\n`)
  }
  return {
    docs: written,
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    writeSeconds: Number((writing / 1000).toFixed(1)),
    words: stats.words,
    vocabulary: stats.documentFrequency.size,
    byType: Object.fromEntries(countsOf(docs)),
    withImages: images.length > 0,
  }
}

// ---------------------------------------------------------------------------------------------
// What to ask for

/** Query words by measured document frequency, for the load generator (bench/search.mjs). */
function queryWords(df: Map<string, number>, docs: number, random: Random) {
  const words = [...df.entries()].filter(([w]) => !STOPWORDS.has(w) && !w.includes("'") && w.length >= 4)
  const band = (min: number, max: number) =>
    words
      .filter(([, n]) => n >= min * docs && n <= max * docs)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([w, n]) => ({ word: w, docs: n }))
  const sample = <T>(items: T[], n: number) => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy.slice(0, n)
  }
  // Common: in 1–40 % of documents (what a visitor types first: "coffee", "detention").
  const common = band(0.01, 0.4)
  const themes = common.filter(({ word }) => THEMES.includes(word))
  const commonPick = [...sample(themes, 30), ...sample(common, 50)]
  // Rare: in 2–50 documents (a name, a place, an odd word).
  const rare = sample(band(2 / docs, 50 / docs), 60)
  // Mid-frequency words give the prefixes of someone typing, 3–5 letters.
  const mid = band(0.002, 0.2)
  const prefixes = [...new Set(sample(mid, 80).map(({ word }) => word.slice(0, between(random, 3, Math.min(5, word.length - 1)))))]
  // Misspellings: a letter dropped or two swapped, and the result in no document.
  const typos: { typo: string; of: string }[] = []
  for (const { word } of sample(band(0.002, 0.4), 400)) {
    if (typos.length === 40) break
    const at = between(random, 1, word.length - 2)
    const typo = random() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    if (typo !== word && !df.has(typo)) typos.push({ typo, of: word })
  }
  const pairs = [
    ...PHRASES.filter((p) => !p.includes('-')).slice(0, 20),
    ...Array.from({ length: 30 }, () => `${pick(random, commonPick).word} ${pick(random, mid).word}`),
  ]
  return { docs, common: commonPick, rare, pairs, prefixes, typos }
}

/** `search:bench-seed --docs N [--seed S] [--batch B] [--queries <file>]`: prints a JSON line last. */
export async function searchBenchSeedCommand(payload: Payload, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      docs: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      batch: { type: 'string', default: '500' },
      queries: { type: 'string' },
    },
  })
  const [docs, seed, batch] = [values.docs, values.seed, values.batch].map(Number)
  for (const [name, n] of Object.entries({ docs, seed, batch })) {
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1`)
  }
  const report = await seedSearchBench(payload, { docs, seed, batch, queries: values.queries })
  console.log(JSON.stringify(report))
}
