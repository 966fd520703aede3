/**
 * What some of a visitor's words mean beyond their letters: words too common to ask for anything
 * (stop words: a document without them is no worse), words about time ("upcoming", "past"), and a
 * word's root for comparing it with a title (a light suffix strip, the same on both databases).
 * Pure.
 */

/** English stop words (the core of the lists search engines ship): never required. */
export const STOP_WORDS = new Set(
  `a about after again all am an and any are as at be been before being both but by can could did do does
doing down during each few for from further had has have having he her here hers him his how i if in into is
it its just me more most my myself no nor not now of off on once only or other our out over own same she
should so some such than that the their them then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours ive im dont cant`.split(/\s+/),
)

/** When a search is about time: which of a dated thing's times comes first. */
export type Intent = 'upcoming' | 'past' | 'recent'

/** Words that say which time is wanted: they order results and are not required. */
export const INTENT_WORDS: Record<string, Intent> = {
  upcoming: 'upcoming',
  next: 'upcoming',
  coming: 'upcoming',
  future: 'upcoming',
  soon: 'upcoming',
  open: 'upcoming',
  current: 'upcoming',
  past: 'past',
  previous: 'past',
  closed: 'past',
  ended: 'past',
  latest: 'recent',
  newest: 'recent',
  recent: 'recent',
}

const SUFFIXES = [
  'ational',
  'ation',
  'ness',
  'ment',
  'ings',
  'ing',
  'ies',
  'ied',
  'ers',
  'er',
  'ed',
  'es',
  's',
  'y',
  'e',
]

/** A word's root for comparing with a title: `marking` and `marks` → `mark`, `holidays` → `holiday`. */
export function rootOf(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length)
  }
  return word
}
