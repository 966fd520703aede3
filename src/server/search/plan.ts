import { typeOfWord } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { closestTerm, nearestTerms } from '@/server/search/distance'
import {
  formatQuery,
  replaceWords,
  typedWord,
  wordsAskedFor,
  type Group,
  type ParsedQuery,
} from '@/server/search/query'
import type { Runner, SearchStore } from '@/server/search/store'
import { hasSynonyms, synonymTerms, withSynonyms, type Synonyms } from '@/server/search/synonyms'
import { INTENT_WORDS, STOP_WORDS, type Intent } from '@/server/search/words'

/**
 * What a search asks for, read from the visitor's words before any document is matched:
 * - words the index does not hold are corrected (the fewest edits, then the word most documents
 *   hold: `teachr` is `teacher`, not `teach`), and the answer says so;
 * - editors' synonyms become alternatives (`substitute teacher` or `supply teacher`);
 * - a type's name (`podcast`, `free printable`, `videos about marking`) asks for that type first;
 * - stop words are not required, and words about time (`upcoming`, `past`) order dated things.
 */
export type Plan = {
  /** What every answer must hold: the visitor's words, type names included, as alternatives. */
  query: ParsedQuery
  /** The same without the words that named types: what the named types' documents must hold. */
  forTypes: ParsedQuery
  types: ContentType[]
  intent: Intent | null
  /** The query as corrected, when a word the index does not hold was replaced. */
  corrected: string | null
}

const MAX_COMPLETIONS = 8
const single = (g: Group) => (g.any.length === 1 && g.any[0].words.length === 1 ? g.any[0] : null)

/** Completions of the word being typed, from 3 letters on (shorter ones would list too many). */
async function withCompletions(store: SearchStore, db: Runner, query: ParsedQuery): Promise<ParsedQuery> {
  const typed = typedWord(query)
  if (!typed || typed.length < 3) return query
  const completions = (await store.completions(db, typed, MAX_COMPLETIONS)).filter((w) => w !== typed)
  return completions.length ? { ...query, completions } : query
}

/** Words worth correcting: 3 letters or more, not a number, nor a word that means something here. */
const correctable = (word: string, synonyms: Synonyms) =>
  word.length >= 3 &&
  !/^\d+$/.test(word) &&
  !STOP_WORDS.has(word) &&
  !(word in INTENT_WORDS) &&
  !typeOfWord(word) &&
  !hasSynonyms(word, synonyms)

/** Past this many entries, a word is common enough: equally close corrections are not counted further. */
const COMMON = 1000

const asQuery = (word: string): ParsedQuery => ({ all: [{ any: [{ words: [word] }] }], none: [], prefix: false })

/**
 * Each word no entry holds, replaced by its closest word that one does: the fewest edits, then
 * the word more entries hold (counted up to COMMON), so `teachr` is `teacher`, not `teach`. A word
 * the index holds in another form (`dunking`, stored as the stem of `dunked`) is no typo.
 */
async function corrections(store: SearchStore, db: Runner, query: ParsedQuery, synonyms: Synonyms, now: string) {
  const typed = typedWord(query)
  const asked = [...new Set(wordsAskedFor(query))].filter((word) => correctable(word, synonyms))
  const known = await store.knownTerms(db, asked)
  const entries = (word: string, upTo: number) => store.count(db, asQuery(word), { codes: null, now }, { upTo })
  // A word only the synonyms hold counts the entries of its commonest synonym.
  const documents = async (term: string) => {
    let most = await entries(term, COMMON)
    for (const words of most ? [] : (synonyms.get(term) ?? [])) {
      const query: ParsedQuery = { all: [{ any: [{ words }] }], none: [], prefix: false }
      most = Math.max(most, await store.count(db, query, { codes: null, now }, { upTo: COMMON }))
    }
    return most
  }
  const fixes = new Map<string, string>()
  for (const word of asked) {
    // The word being typed is not a typo while words of the index begin with it.
    if (known.has(word) || (word === typed && query.completions?.length)) continue
    if ((await entries(word, 0)) > 0) continue
    // A typo of a word only the synonyms hold (`biscuts`, when the articles say cookie) corrects to it.
    const nearest = nearestTerms(word, [...(await store.similarTerms(db, word)), ...synonymTerms(synonyms)])
    const candidates = []
    for (const term of nearest) candidates.push({ term, docs: nearest.length > 1 ? await documents(term) : 1 })
    const fix = closestTerm(word, candidates)
    if (fix) fixes.set(word, fix)
  }
  return fixes
}

/**
 * A group that names a type: one plain word, a type's name, at the end of the words or before a
 * stop word (`free printable`, `podcasts about teaching`), not as in `show your working`.
 */
function namedType(groups: Group[], i: number): ContentType | null {
  const unit = single(groups[i])
  if (!unit) return null
  const next = groups[i + 1] && single(groups[i + 1])
  const headNoun = !next || STOP_WORDS.has(next.words[0])
  return headNoun ? typeOfWord(unit.words[0]) : null
}

export async function planSearch(
  store: SearchStore,
  db: Runner,
  asked: ParsedQuery,
  synonyms: Synonyms,
  now: string,
): Promise<Plan> {
  const completed = await withCompletions(store, db, asked)
  const fixes = await corrections(store, db, completed, synonyms, now)
  const fixed = fixes.size ? replaceWords(completed, (w) => fixes.get(w) ?? w) : completed
  // Synonyms first: a listed phrase may hold a stop word (`lost and found`).
  const groups = withSynonyms(fixed.all, synonyms)

  const types: ContentType[] = []
  let intent: Intent | null = null
  const kept: Group[] = []
  const content: Group[] = []
  groups.forEach((group, i) => {
    const unit = single(group)
    const word = unit && !unit.typed ? unit.words[0] : null
    const type = namedType(groups, i)
    if (type && !types.includes(type)) types.push(type)
    if (word && word in INTENT_WORDS) intent ??= INTENT_WORDS[word]
    if (word !== null && (STOP_WORDS.has(word) || word in INTENT_WORDS)) return
    kept.push(group)
    if (!type) content.push(group)
  })
  return {
    // Words that all say little (`how to`, `upcoming`) are still what was asked for.
    query: { ...fixed, all: kept.length || types.length ? kept : groups },
    forTypes: { ...fixed, all: content },
    types,
    intent,
    corrected: fixes.size ? formatQuery(fixed) : null,
  }
}
