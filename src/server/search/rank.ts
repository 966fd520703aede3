import type { Group } from '@/server/search/query'
import type { Fact } from '@/server/search/store'
import { rootOf, STOP_WORDS, type Intent } from '@/server/search/words'

/**
 * The final order of the first results (what the database ranked, read again with what it cannot
 * weigh), in the spirit of Meilisearch's and Algolia's ranking rules, one rule after another:
 * 1. the segment (a type the words named, then the rest) and, for a relaxed query, its tier (more
 *    of the words first): decided before, by the reads;
 * 2. time: things still to come or open before past shows and closed giveaways;
 * 3. then a score: the words in the title (all of them, as typed, next to each other) before the
 *    body, what a visitor more likely looks for (the type's code: articles over tour dates), and
 *    the database's own rank (bm25 or ts_rank) — so no one signal, length least of all, decides.
 * Pure: the same order on both databases.
 */
export type Candidate = { id: number; segment: number; position: number; groups: Group[]; asTyped: boolean }

const TYPE_SHIFT = 2 ** 32
/** A type's code as a prior in [0, 1]: codes run from 5 (pages) to 15 (articles), higher more wanted. */
const priorOf = (id: number) => Math.min(1, Math.max(0, (Math.floor(id / TYPE_SHIFT) - 5) / 10))

const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime())

/** 0 for what is current or undated, 1 for what has passed (the other way round when past ones are asked for). */
export function bandOf(fact: Fact | undefined, now: number, intent: Intent | null): number {
  const ends = time(fact?.ends_at ?? null)
  const past = ends !== null && ends <= now ? 1 : 0
  return intent === 'past' ? 1 - past : past
}

const tokens = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const like = (token: string, word: string) => token === word || token.startsWith(rootOf(word))

/**
 * How the title holds the words: the share of groups it holds; all as typed; the first words in a
 * row; and whether it is nothing but them (the title "Half-term" for `half term`).
 */
export function titleFeatures(title: string, groups: Group[]) {
  const words = tokens(title)
  const holds = (unit: { words: string[] }) => unit.words.every((w) => words.some((t) => like(t, w)))
  const covered = groups.filter((g) => g.any.some(holds)).length
  const typed = groups.flatMap((g) => g.any[0].words)
  const exact = typed.length > 0 && typed.every((w) => words.includes(w))
  const starts = words.flatMap((t, i) => (like(t, typed[0] ?? '') ? [i] : []))
  const inARow = typed.length > 1 && starts.some((i) => typed.every((w, k) => words[i + k] && like(words[i + k], w)))
  const asked = groups.flatMap((g) => g.any.flatMap((u) => u.words))
  const whole =
    covered === groups.length && covered > 0 && words.every((t) => STOP_WORDS.has(t) || asked.some((w) => like(t, w)))
  return { coverage: groups.length ? covered / groups.length : 0, exact, inARow, whole }
}

export function rerank(
  candidates: Candidate[],
  facts: Map<number, Fact>,
  now: number,
  intent: Intent | null,
): Candidate[] {
  const sizes = new Map<number, number>()
  for (const c of candidates) sizes.set(c.segment, Math.max(sizes.get(c.segment) ?? 0, c.position + 1))
  const keyed = candidates.map((c) => {
    const fact = facts.get(c.id)
    const { coverage, exact, inARow, whole } = titleFeatures(fact?.title ?? '', c.groups)
    const score =
      2 * coverage +
      Number(whole) +
      1.5 * Number(c.asTyped) +
      0.5 * Number(exact) +
      0.5 * Number(inARow) +
      priorOf(c.id) +
      (1 - c.position / (sizes.get(c.segment) ?? 1))
    return { c, band: bandOf(fact, now, intent), score }
  })
  keyed.sort((a, b) => a.c.segment - b.c.segment || a.band - b.band || b.score - a.score || a.c.position - b.c.position)
  return keyed.map((k) => k.c)
}

/** One result standing for several entries of a family (a tour's dates), the nearest first. */
export type Ranked = { id: number; members?: number[] }

/**
 * The entries of a family type as one result, where the first of them ranked; its members are
 * the current ones, those whose title holds more of the words first (`chicago`), soonest first;
 * then past ones, latest first. A family of one stays as it is.
 */
export function grouped(
  ids: number[],
  familyCodes: number[],
  facts: Map<number, Fact>,
  now: number,
  coverage: (id: number) => number,
): Ranked[] {
  const out: Ranked[] = []
  const families = new Map<number, Ranked>()
  for (const id of ids) {
    const code = Math.floor(id / TYPE_SHIFT)
    if (!familyCodes.includes(code)) {
      out.push({ id })
      continue
    }
    const family = families.get(code)
    if (family) family.members!.push(id)
    else {
      const first: Ranked = { id, members: [id] }
      families.set(code, first)
      out.push(first)
    }
  }
  const when = (id: number) => time(facts.get(id)?.date ?? null) ?? 0
  const past = (id: number) => bandOf(facts.get(id), now, null)
  return out.map((r) => {
    if (!r.members) return r
    if (r.members.length === 1) return { id: r.id }
    const members = [...r.members].sort(
      (a, b) => past(a) - past(b) || coverage(b) - coverage(a) || (past(a) ? when(b) - when(a) : when(a) - when(b)),
    )
    return { id: members[0], members }
  })
}
