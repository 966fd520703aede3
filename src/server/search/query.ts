/**
 * What a visitor typed, read once into clauses both databases compile: words, "quoted phrases",
 * -excluded words and `or` between alternatives (the web-search syntax people know). Words are
 * letters and digits only (split as the indexes split text), so nothing a visitor types reaches a
 * query language unquoted. Pure: the backends and the tests read it.
 */

/**
 * One unit: a word, or several words that must follow each other (a phrase, or `stand-up`);
 * `typed` marks the word still being typed, which matches as a prefix too.
 */
export type Unit = { words: string[]; typed?: boolean }
/** Units any one of which may match (`a or b`); most groups have one. */
export type Group = { any: Unit[] }
export type ParsedQuery = {
  /** Every group must match; with `atLeast`, that many of them (a relaxed query). */
  all: Group[]
  atLeast?: number
  /** No unit may match. */
  none: Unit[]
  /** The last word was still being typed: it matches as a prefix too. */
  prefix: boolean
  /**
   * Whole words of the index that start with the word being typed. The indexes hold stems
   * (`marking` is `mark`), so a typed `marki` matches no stem as a prefix; the words it may become
   * do, each stemmed as the documents were.
   */
  completions?: string[]
}

/** The word being typed, when there is one. */
export const typedWord = (query: ParsedQuery): string | null =>
  query.all.flatMap((g) => g.any).find((u) => u.typed)?.words[0] ?? null

export const MAX_QUERY_LENGTH = 200
/** More groups than anyone types: bounds the work a query can ask of the database. */
const MAX_GROUPS = 12

/** Lowercase, accents off, split on anything but letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

type Token = { text: string; quoted: boolean; negated: boolean }

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  const pattern = /(-?)"([^"]*)"?|(\S+)/g
  for (const match of input.matchAll(pattern)) {
    if (match[3] !== undefined) {
      const raw = match[3]
      const negated = raw.startsWith('-') && raw.length > 1
      tokens.push({ text: negated ? raw.slice(1) : raw, quoted: false, negated })
    } else {
      tokens.push({ text: match[2] ?? '', quoted: true, negated: match[1] === '-' })
    }
  }
  return tokens
}

export function parseQuery(input: string, { prefix = false } = {}): ParsedQuery {
  const all: Group[] = []
  const none: Unit[] = []
  let joinNext = false
  const tokens = tokenize(input)
  tokens.forEach((token, index) => {
    if (!token.quoted && !token.negated && token.text.toLowerCase() === 'or') {
      // `or` between two alternatives; leading, trailing or doubled it is just a word nobody needs.
      joinNext = all.length > 0 && index < tokens.length - 1
      return
    }
    const words = wordsOf(token.text)
    if (words.length === 0) return
    const unit: Unit = { words }
    if (token.negated) none.push(unit)
    else if (joinNext) all.at(-1)!.any.push(unit)
    else all.push({ any: [unit] })
    joinNext = false
  })
  const last = tokens.at(-1)
  // Prefix only for a bare last word still being typed: not a phrase, an exclusion or `or`.
  const typing =
    prefix && !!last && !last.quoted && !last.negated && wordsOf(last.text).length === 1 && !/\s$/.test(input)
  const kept = all.slice(0, MAX_GROUPS)
  const typed = typing && all.length > 0 && kept.length === all.length
  if (typed) kept[kept.length - 1] = { any: [...kept.at(-1)!.any.slice(0, -1), { ...kept.at(-1)!.any.at(-1)!, typed }] }
  return { all: kept, none: none.slice(0, MAX_GROUPS), prefix: typed }
}

/** Whether the query can match anything: exclusions alone match nothing. */
export const isEmpty = (query: ParsedQuery) => query.all.length === 0

/** Every word a query asks for, in order (the typo fallback corrects these). */
export const wordsAskedFor = (query: ParsedQuery) => query.all.flatMap((g) => g.any.flatMap((u) => u.words))

/** The same query with some words replaced (the typo fallback's correction). */
export function replaceWords(query: ParsedQuery, replace: (word: string) => string): ParsedQuery {
  return {
    ...query,
    all: query.all.map((g) => ({ any: g.any.map((u) => ({ ...u, words: u.words.map(replace) })) })),
  }
}

/** `count` of `items` in every way, in order (for "at least m of n groups"). */
function combinations<T>(items: T[], count: number): T[][] {
  if (count === 0) return [[]]
  return items.flatMap((item, i) => combinations(items.slice(i + 1), count - 1).map((rest) => [item, ...rest]))
}

/**
 * The groups' expressions joined: all of them, or (a relaxed query) any `atLeast` of them, the
 * word being typed always among them (while typing, the word in hand is never the one dropped).
 */
function joinGroups(query: ParsedQuery, compiled: string[], and: string, or: string): string {
  const { atLeast } = query
  const all = (items: string[]) => (items.length > 1 ? `(${items.join(and)})` : items[0])
  if (!atLeast || atLeast >= compiled.length) return compiled.join(and)
  const typed = query.all.map((g) => g.any.some((u) => u.typed))
  const kept = compiled.filter((_, i) => typed[i])
  const free = compiled.filter((_, i) => !typed[i])
  const ways = combinations(free, Math.max(0, atLeast - kept.length)).map((way) => all([...kept, ...way]))
  return ways.length > 1 ? `(${ways.join(or)})` : ways[0]
}

/** The query written back as a visitor would type it (for "Showing results for …"). */
export function formatQuery(query: ParsedQuery): string {
  const unit = (u: Unit) => (u.words.length > 1 ? `"${u.words.join(' ')}"` : u.words[0])
  return [...query.all.map((g) => g.any.map(unit).join(' or ')), ...query.none.map((u) => `-${unit(u)}`)].join(' ')
}

/**
 * SQLite FTS5's MATCH expression. Each word is quoted (a string, never an operator); the word
 * being typed matches any stem it begins (`"teach"*`, itself included) and its completions.
 */
export function toFts5(query: ParsedQuery): string {
  const unit = (u: Unit) => {
    const quoted = `"${u.words.join(' ')}"`
    if (!u.typed) return quoted
    return `(${[`${quoted}*`, ...(query.completions ?? []).map((w) => `"${w}"`)].join(' OR ')})`
  }
  const groups = query.all.map((g) => {
    const units = g.any.map(unit)
    return units.length > 1 ? `(${units.join(' OR ')})` : units[0]
  })
  const positive = joinGroups(query, groups, ' AND ', ' OR ')
  if (query.none.length === 0) return positive
  return `(${positive}) NOT (${query.none.map(unit).join(' OR ')})`
}

/**
 * PostgreSQL's `to_tsquery` text for the `english` configuration: words are letters and digits
 * only, so they cannot be operators; a phrase is `a <-> b`; the word being typed also matches as
 * a prefix (`teach:*`). Stop words drop out, as they do from the documents.
 */
export function toTsquery(query: ParsedQuery): string {
  const unit = (u: Unit) => {
    const phrase = u.words.length > 1 ? `(${u.words.join(' <-> ')})` : u.words[0]
    return u.typed ? `(${[phrase, `${u.words[0]}:*`, ...(query.completions ?? [])].join(' | ')})` : phrase
  }
  const groups = query.all.map((g) => {
    const units = g.any.map(unit)
    return units.length > 1 ? `(${units.join(' | ')})` : units[0]
  })
  const negated = query.none.map((u) => `!${unit({ words: u.words })}`)
  return [joinGroups(query, groups, ' & ', ' | '), ...negated].join(' & ')
}
