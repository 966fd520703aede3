/**
 * Where a search's time goes, statement by statement: the bench's query mix (bench/lib/search-mix.mjs,
 * the serial part's sequence) run one at a time through `searchSite` in process, against a database
 * the bench seeded, with every statement the search core runs counted and timed by the function of
 * src/server/search/ that ran it. Run as
 * `node --enable-source-maps .build/cli.mjs search:profile --queries <file> [--count 300] [--warmup 50]
 * [--seed 1] [--results <file>]` (the queries file is what `search:bench-seed --queries` wrote).
 * Prints, per kind of query, the mean time of a search (without HTTP or GraphQL), its statements
 * and their time by function; `--results` writes what each search answered (hit ids, counts,
 * correction), to compare two versions of the core on the same database.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import { descriptorOf } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { SEARCHABLE, searchSite } from '@/server/search'
import type { Drizzle } from '@/server/search/store'

// Plain JavaScript, shared with bench/search.mjs.
import { prng } from './prng.mjs'
import { queryMix } from './search-mix.mjs'

type Mixed = { kind: string; operation: string; variables: { query: string; types?: string[]; page?: number } }
type Statement = { label: string; ms: number }

let recording: Statement[] | null = null

/** The function of the search core that ran the current statement, read from the stack. */
function caller(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1)
  for (const frame of frames) {
    const m = /at (?:async )?(?:Object\.)?([\w.$<>]+) \(.*src\/server\/search\/(\w+)\.ts/.exec(frame)
    if (m) return `${m[2]}.${m[1]}`
  }
  return 'other'
}

function timed<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (!recording) return fn(...args)
    const label = caller()
    const started = performance.now()
    try {
      return await fn(...args)
    } finally {
      recording?.push({ label, ms: performance.now() - started })
    }
  }
}

/** Counts and times the statements run through the adapter's drizzle (and its transactions). */
function instrument(db: Drizzle) {
  const target = db as Record<string, unknown>
  for (const name of ['all', 'run', 'execute'] as const) {
    const fn = db[name] as ((...args: unknown[]) => Promise<unknown>) | undefined
    if (fn) target[name] = timed(fn.bind(db))
  }
  const transaction = db.transaction?.bind(db)
  if (transaction) {
    target.transaction = (fn: (tx: Drizzle) => Promise<unknown>, config?: { accessMode?: 'read only' }) =>
      transaction((tx) => {
        instrument(tx)
        return fn(tx)
      }, config)
  }
}

const typeOfKind = (kind: string): ContentType => {
  const type = SEARCHABLE.find((t) => descriptorOf(t).search!.kind === kind)
  if (!type) throw new Error(`No searchable type is called ${kind}.`)
  return type
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)
const fixed = (n: number, digits = 1) => n.toFixed(digits)

export async function searchProfileCommand(payload: Payload, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      queries: { type: 'string' },
      count: { type: 'string', default: '300' },
      warmup: { type: 'string', default: '50' },
      seed: { type: 'string', default: '1' },
      results: { type: 'string' },
    },
  })
  if (!values.queries) throw new Error('--queries <file>: the file search:bench-seed --queries wrote.')
  const words: unknown = JSON.parse(readFileSync(values.queries, 'utf8'))
  instrument((payload.db as unknown as { drizzle: Drizzle }).drizzle)

  const run = async ({ operation, variables }: Mixed) => {
    const header = operation === 'header'
    return searchSite(payload, {
      query: variables.query,
      types: (variables.types ?? []).map(typeOfKind),
      page: variables.page ?? 1,
      perPage: header ? 6 : 10,
      prefix: header,
      counts: !header,
    })
  }
  // The serial part's sequence of bench/search.mjs (seed + 2000); the warm-up reads another.
  const warm: () => Mixed = queryMix(words, prng(Number(values.seed) + 1000))
  for (let i = 0; i < Number(values.warmup); i += 1) await run(warm())
  const next: () => Mixed = queryMix(words, prng(Number(values.seed) + 2000))

  const samples: { kind: string; ms: number; statements: Statement[] }[] = []
  const answers: unknown[] = []
  for (let i = 0; i < Number(values.count); i += 1) {
    const mixed = next()
    recording = []
    const started = performance.now()
    const result = await run(mixed)
    const ms = performance.now() - started
    samples.push({ kind: mixed.kind, ms, statements: recording })
    recording = null
    answers.push({
      kind: mixed.kind,
      variables: mixed.variables,
      total: result.total,
      corrected: result.correctedQuery,
      facets: result.facets.map((f) => `${f.type}:${f.count}`),
      hits: result.hits.map((h) => `${h.type}:${h.id}${h.group ? `+${h.group.hits.map((m) => m.id).join(',')}` : ''}`),
      snippets: result.hits.map((h) => h.snippet.map((p) => (p.match ? `[${p.text}]` : p.text)).join('')),
    })
  }

  const kinds = [...new Set(samples.map((s) => s.kind)), 'all']
  const lines: string[] = []
  for (const kind of kinds) {
    const of = kind === 'all' ? samples : samples.filter((s) => s.kind === kind)
    const statements = of.flatMap((s) => s.statements)
    lines.push(
      `${kind}: ${of.length} searches, mean ${fixed(mean(of.map((s) => s.ms)))} ms, ` +
        `${fixed(statements.length / of.length)} statements (${fixed(mean(of.map((s) => s.statements.reduce((n, x) => n + x.ms, 0))))} ms)`,
    )
    const labels = [...new Set(statements.map((s) => s.label))]
    const rows = labels
      .map((label) => {
        const mine = statements.filter((s) => s.label === label)
        const max = Math.max(...mine.map((s) => s.ms))
        return { label, per: mine.length / of.length, ms: mine.reduce((n, s) => n + s.ms, 0) / of.length, max }
      })
      .sort((a, b) => b.ms - a.ms)
    for (const row of rows) {
      lines.push(
        `    ${row.label.padEnd(36)} ${fixed(row.per, 2).padStart(6)} /search ${fixed(row.ms, 2).padStart(7)} ms (slowest ${fixed(row.max)} ms)`,
      )
    }
  }
  lines.push('slowest searches:')
  for (const s of [...samples].sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    const i = samples.indexOf(s)
    const what = s.statements.map((x) => `${x.label.split('.')[1]} ${fixed(x.ms)}`).join(', ')
    lines.push(`    ${fixed(s.ms).padStart(6)} ms ${s.kind} ${JSON.stringify((answers[i] as { variables: unknown }).variables)}: ${what}`)
  }
  console.log(lines.join('\n'))
  if (values.results) writeFileSync(values.results, `${JSON.stringify(answers, null, 1)}\n`)
}
