import { sql } from '@payloadcms/db-sqlite/drizzle'

import { bus } from '@/server/bus'
import { afterCommit } from '@/server/db/after-commit'
import { processSingleton } from '@/server/process-singleton'
import { wordsOf, type Group, type Unit } from '@/server/search/query'
import type { Runner } from '@/server/search/store'

/**
 * Synonyms (the `search-synonyms` global, kept by editors): groups of words or phrases that find
 * each other. A query's words, and runs of them that make a phrase of the list, become a choice of
 * every phrase of their group. Compared by a word's singular (`holidays` is `holiday`), as the
 * indexes' stemming would. Pure, except `readSynonyms`.
 */
export type Synonyms = Map<string, string[][]>

/** The words or phrases of one row, as the index splits them: `Supply teacher, sub` → ["supply teacher", "sub"]. */
export const synonymWords = (row: string) => [
  ...new Set(
    row
      .split(/[,;\n]/)
      .map((phrase) => wordsOf(phrase).join(' '))
      .filter(Boolean),
  ),
]

const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word)
const keyOf = (words: string[]) => words.map(singular).join(' ')

/** The lookup of the rows: each phrase's key to every phrase of its rows (words). */
export function synonymsOf(rows: string[]): Synonyms {
  const synonyms: Synonyms = new Map()
  for (const row of rows) {
    const phrases = synonymWords(row).map((phrase) => phrase.split(' '))
    if (phrases.length < 2) continue
    for (const phrase of phrases) {
      const key = keyOf(phrase)
      const known = synonyms.get(key) ?? []
      const fresh = phrases.filter((p) => !known.some((k) => k.join(' ') === p.join(' ')))
      synonyms.set(key, [...known, ...fresh])
    }
  }
  return synonyms
}

/** Whether a word has synonyms of its own (a word found only through them is no typo: `vacation`). */
export const hasSynonyms = (word: string, synonyms: Synonyms) => synonyms.has(keyOf([word]))

/** The one-word phrases of the list, as the typo fallback's candidates besides the index's words. */
export const synonymTerms = (synonyms: Synonyms) => [...synonyms.keys()].filter((key) => !key.includes(' '))

/** The longest phrase of the list a query's groups make from `start` (single-word groups only). */
const LONGEST = 4

/**
 * The groups with synonyms as alternatives: a run of plain one-word groups that makes a listed
 * phrase becomes one group of every phrase of its rows (the longest run first); the words typed
 * stay the first alternative. A group the visitor wrote as a choice or a phrase is left alone.
 */
export function withSynonyms(groups: Group[], synonyms: Synonyms): Group[] {
  if (synonyms.size === 0) return groups
  const plain = (g: Group | undefined) => g?.any.length === 1 && g.any[0].words.length === 1 && !g.any[0].typed
  // The word still being typed may end a phrase once it is whole (`supply teacher` in the header).
  const last = (g: Group) => g.any.length === 1 && g.any[0].words.length === 1
  const out: Group[] = []
  for (let i = 0; i < groups.length;) {
    let matched = 0
    for (let n = Math.min(LONGEST, groups.length - i); n >= 1 && !matched; n -= 1) {
      const run = groups.slice(i, i + n)
      const phrase = run.every((g, k) => plain(g) || (k === n - 1 && last(g)))
      if (!phrase && !(n === 1 && run[0].any.length === 1)) continue
      const words = run.flatMap((g) => g.any[0].words)
      const alternatives = synonyms.get(keyOf(words))
      if (!alternatives) continue
      const asTyped: Unit = n === 1 ? run[0].any[0] : { words }
      const others = alternatives.filter((a) => keyOf(a) !== keyOf(words)).map((a) => ({ words: a }))
      out.push({ any: [asTyped, ...others] })
      matched = n
    }
    if (!matched) out.push(groups[i])
    i += matched || 1
  }
  return out
}

/** The synonyms global's cache tag: expired when editors save it, on every instance (the Redis bridge). */
export const SYNONYMS_TAG = 'global:search-synonyms'

/** The list as last read, and its version (one per process: the modules load twice). */
const memory = processSingleton('search-synonyms', () => {
  const kept = { version: 0, synonyms: null as Synonyms | null }
  bus.on('tags', (tags) => {
    if (tags.includes(SYNONYMS_TAG)) forget(kept)
  })
  return kept
})

function forget(kept: typeof memory) {
  kept.version += 1
  kept.synonyms = null
}

/** Editors saved the list (or will once `req`'s transaction commits): read it again, now and then. */
export async function synonymsChanged(req?: Parameters<typeof afterCommit>[0]) {
  forget(memory)
  await afterCommit(req, () => forget(memory))
}

/**
 * The editors' rows, in their order: read once, then kept until they save the list again (here,
 * or on another instance: the tag's expiry comes over the bus), rather than on every search.
 */
export async function readSynonyms(db: Runner): Promise<Synonyms> {
  if (memory.synonyms) return memory.synonyms
  const version = memory.version
  const rows = await db.all<{ words: string }>(sql`SELECT words FROM search_synonyms_groups ORDER BY _order`)
  const synonyms = synonymsOf(rows.map((r) => r.words))
  // Saved meanwhile: this read may be of the old list, so it is not kept.
  if (memory.version === version) memory.synonyms = synonyms
  return synonyms
}
