/**
 * What a visitor typed, read once into clauses both databases compile: words, "quoted phrases",
 * -excluded words and `or` between alternatives (the web-search syntax people know). Words are
 * letters and digits only (split as the indexes split text), so nothing a visitor types reaches a
 * query language unquoted. Pure: the backends and the tests read it.
 */

/** One unit: a word, or several words that must follow each other (a phrase, or `stand-up`). */
export type Unit = { words: string[] }
/** Units any one of which may match (`a or b`); most groups have one. */
export type Group = { any: Unit[] }
export type ParsedQuery = {
  /** Every group must match. */
  all: Group[]
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
  query.prefix ? (query.all.at(-1)?.any.at(-1)?.words[0] ?? null) : null

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
  return { all: all.slice(0, MAX_GROUPS), none: none.slice(0, MAX_GROUPS), prefix: typing && all.length > 0 }
}

/** Whether the query can match anything: exclusions alone match nothing. */
export const isEmpty = (query: ParsedQuery) => query.all.length === 0

/** Every word a query asks for, in order (the typo fallback corrects these). */
export const wordsAskedFor = (query: ParsedQuery) => query.all.flatMap((g) => g.any.flatMap((u) => u.words))

/** The same query with some words replaced (the typo fallback's correction). */
export function replaceWords(query: ParsedQuery, replace: (word: string) => string): ParsedQuery {
  return {
    ...query,
    all: query.all.map((g) => ({ any: g.any.map((u) => ({ words: u.words.map(replace) })) })),
  }
}

/** The query written back as a visitor would type it (for "Showing results for …"). */
export function formatQuery(query: ParsedQuery): string {
  const unit = (u: Unit) => (u.words.length > 1 ? `"${u.words.join(' ')}"` : u.words[0])
  return [...query.all.map((g) => g.any.map(unit).join(' or ')), ...query.none.map((u) => `-${unit(u)}`)].join(' ')
}

const isLastUnit = (query: ParsedQuery, g: number, u: number) =>
  query.prefix && g === query.all.length - 1 && u === query.all[g].any.length - 1

/**
 * SQLite FTS5's MATCH expression. Each word is quoted (a string, never an operator); the word
 * being typed matches any stem it begins (`"teach"*`, itself included) and its completions.
 */
export function toFts5(query: ParsedQuery): string {
  const unit = (u: Unit, last: boolean) => {
    const quoted = `"${u.words.join(' ')}"`
    if (!last) return quoted
    return `(${[`${quoted}*`, ...(query.completions ?? []).map((w) => `"${w}"`)].join(' OR ')})`
  }
  const groups = query.all.map((g, gi) => {
    const units = g.any.map((u, ui) => unit(u, isLastUnit(query, gi, ui)))
    return units.length > 1 ? `(${units.join(' OR ')})` : units[0]
  })
  const positive = groups.join(' AND ')
  if (query.none.length === 0) return positive
  return `(${positive}) NOT (${query.none.map((u) => unit(u, false)).join(' OR ')})`
}

/**
 * PostgreSQL's `to_tsquery` text for the `english` configuration: words are letters and digits
 * only, so they cannot be operators; a phrase is `a <-> b`; the word being typed also matches as
 * a prefix (`teach:*`). Stop words drop out, as they do from the documents.
 */
export function toTsquery(query: ParsedQuery): string {
  const unit = (u: Unit, last: boolean) => {
    const phrase = u.words.length > 1 ? `(${u.words.join(' <-> ')})` : u.words[0]
    return last ? `(${[phrase, `${u.words[0]}:*`, ...(query.completions ?? [])].join(' | ')})` : phrase
  }
  const groups = query.all.map((g, gi) => {
    const units = g.any.map((u, ui) => unit(u, isLastUnit(query, gi, ui)))
    return units.length > 1 ? `(${units.join(' | ')})` : units[0]
  })
  const negated = query.none.map((u) => `!${unit(u, false)}`)
  return [...groups, ...negated].join(' & ')
}
