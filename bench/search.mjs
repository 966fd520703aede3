// `npm run bench:search`: search over 100k documents at a fixed arrival rate (budget: p99 ≤ 50
// ms at 20 req/s). For each database: a fresh one, migrated with the committed migrations
// and seeded with the demo content; `docs` made-up documents written into the search index through
// the core's own bulk write (`search:bench-seed`, bench/lib/search-corpus.ts); the production
// server against it (bench/lib/server.mjs, pinned to CPU 0); then `POST /graphql` `search` at
// `rate` requests a second, open loop (each request starts on its schedule whatever the earlier
// ones are doing, and its latency counts from that scheduled instant), with a mix of the queries
// visitors type. Prints a table per database and writes bench/.cache/search-<date>-<commit>.json.
// Exits 1 when a p99 is over budget or any request failed.
//
//   --docs <n>        documents in the index (default 100000)
//   --rate <n>        requests a second (default 20)
//   --duration <s>    measured seconds (default 60), after --warmup <s> (default 10) unmeasured
//   --db <which>      sqlite | postgres | both (default both)
//   --seed <n>        the corpus and the query sequence (default 1)
//   --budget <ms>     p99 budget (default 50)
//   --port <n>        the server's port (default 3211)
//   --serial <n>      afterwards, n requests one at a time (default 200): each one's own service time,
//                     without queueing; their mean × the rate is how busy the server was
//   --keep            keep the databases afterwards (the SQLite file stays anyway, until the next run)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { commit, machine } from './lib/machine.mjs'
import { prng } from './lib/prng.mjs'
import { queryMix } from './lib/search-mix.mjs'
import { startServer } from './lib/server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join(ROOT, 'bench', '.cache', 'search')
const PG_SERVER = 'postgres://postgres@127.0.0.1:5432'
// Only [a-z0-9_]: it is interpolated into DDL.
const PG_DATABASE = 'staffroom_search_bench'
const SECRET = 'staffroom-bench-secret-not-for-production'

const { values: options } = parseArgs({
  options: {
    docs: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '1' },
    budget: { type: 'string', default: '50' },
    port: { type: 'string', default: '3211' },
    serial: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
})
const number = (name, { min = 1, integer = true } = {}) => {
  const n = Number(options[name])
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} takes a ${integer ? 'whole ' : ''}number ≥ ${min}, got ${options[name]}`)
  }
  return n
}
const docs = number('docs')
const rate = number('rate', { integer: false, min: 0.1 })
const duration = number('duration')
const warmup = number('warmup', { min: 0 })
const seed = number('seed')
const budget = number('budget', { integer: false })
const port = number('port')
const serialCount = number('serial', { min: 0 })
const dialects = { sqlite: ['sqlite'], postgres: ['postgres'], both: ['sqlite', 'postgres'] }[options.db]
if (!dialects) throw new Error(`--db takes sqlite, postgres or both, got ${options.db}`)

const log = (text) => console.error(`[bench] ${text}`)

/** The load generator (this process) on CPU 1, the server on CPU 0 (bench/lib/server.mjs). */
const host = machine('/usr/bin/chromium') // before pinning: a pinned process sees one CPU
let generatorPinned = false
try {
  if (host.cpus > 1) {
    execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' })
    generatorPinned = true
  }
} catch {
  // No taskset, or one CPU: both share it, which the record says.
}

// -------------------------------------------------------------------------------------------------
// Databases

function cli(args, env, what) {
  const started = performance.now()
  const output = execFileSync(process.execPath, ['.build/cli.mjs', ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const seconds = (performance.now() - started) / 1000
  log(`${what}: ${seconds.toFixed(1)} s`)
  return { output, seconds }
}

async function onPostgres(database, sql) {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${database}` })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A fresh database of `dialect`: its URL, its media directory and how to measure and drop it. */
async function freshDatabase(dialect) {
  const dir = path.join(CACHE, dialect)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const mediaDir = path.join(dir, 'media')
  if (dialect === 'sqlite') {
    const file = path.join(dir, 'staffroom.db')
    return {
      url: `file:${file}`,
      mediaDir,
      size: () => sqliteSize(file),
      drop: async () => {},
    }
  }
  await onPostgres('postgres', `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
  await onPostgres('postgres', `CREATE DATABASE ${PG_DATABASE}`)
  return {
    url: `${PG_SERVER}/${PG_DATABASE}`,
    mediaDir,
    size: postgresSize,
    drop: () => onPostgres('postgres', `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`),
  }
}

const MB = (bytes) => Number((bytes / 2 ** 20).toFixed(1))

/** The file (checkpointed) and, where SQLite's dbstat says it, the search index's own share. */
async function sqliteSize(file) {
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    let tables = null
    try {
      const { rows } = await client.execute(
        "SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name HAVING name LIKE '%search%' ORDER BY bytes DESC",
      )
      tables = Object.fromEntries(rows.map((r) => [r.name, MB(Number(r.bytes))]))
    } catch {
      // This SQLite has no dbstat: the file's size is all there is.
    }
    const wal = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0
    return { totalMb: MB(statSync(file).size + wal), searchTablesMb: tables }
  } finally {
    client.close()
  }
}

async function postgresSize() {
  const total = await onPostgres(PG_DATABASE, `SELECT pg_database_size('${PG_DATABASE}') AS bytes`)
  const tables = await onPostgres(
    PG_DATABASE,
    `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'm') AND c.relname LIKE '%search%' ORDER BY bytes DESC`,
  )
  return {
    totalMb: MB(Number(total.rows[0].bytes)),
    searchTablesMb: Object.fromEntries(tables.rows.map((r) => [r.name, MB(Number(r.bytes))])),
  }
}

// -------------------------------------------------------------------------------------------------
// The query mix

const SEARCH = `query BenchSearch($query: String!, $types: [SearchType!], $page: Int, $perPage: Int, $prefix: Boolean) {
  search(query: $query, types: $types, page: $page, perPage: $perPage, prefix: $prefix) {
    query correctedQuery total page perPage totalPages
    hits { type id title url snippet { text match } image { url alt width height } date }
    facets { type label count }
  }
}`

// The header's own operation (instant results: hits only, so nothing is counted), read from the
// file the browser's client is generated from, so the bench sends what visitors' browsers send.
const INSTANT = readFileSync(new URL('../src/components/header/instant-search.graphql', import.meta.url), 'utf8')

/** The request body of one query of the mix. */
const bodyOf = ({ operation, variables }) =>
  operation === 'header'
    ? JSON.stringify({ query: INSTANT, operationName: 'InstantSearch', variables: { query: variables.query } })
    : JSON.stringify({ query: SEARCH, operationName: 'BenchSearch', variables })

// -------------------------------------------------------------------------------------------------
// The load

// Idle sockets are closed by this side after 4 s, before the server's 5 s keep-alive timeout: else
// a request sent on a socket the server is closing at that moment fails (ECONNRESET), the client's
// race and not the server's fault. LIFO reuse lets the sockets a burst opened go idle and close.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4000, scheduling: 'lifo' })

/** One POST /graphql; resolves with its status and parsed body (never rejects). */
function post(origin, body, visitor) {
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // Behind the trusted proxy (TRUST_PROXY=true): each visitor is counted on its own, as in
          // production behind nginx; one address sending everything would meet the rate limit.
          'x-forwarded-for': visitor,
        },
      },
      (response) => {
        const chunks = []
        response.on('data', (c) => chunks.push(c))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            // reported below as an error
          }
          resolve({ status: response.statusCode, json, text })
        })
        response.on('error', (error) => resolve({ status: 0, json: null, text: String(error) }))
      },
    )
    request.on('error', (error) => resolve({ status: 0, json: null, text: String(error) }))
    request.end(body)
  })
}

/**
 * `count` requests, the i-th due at start + i / rate. Latency runs from the due instant to the last
 * byte, so a late start (the generator busy) is counted, not hidden.
 */
async function drive(origin, next, count, { record }) {
  const samples = []
  const errors = []
  const pending = []
  const start = performance.now() + 50
  let maxLag = 0
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    while (performance.now() < due) {
      // the last fraction of a millisecond: spin
    }
    maxLag = Math.max(maxLag, performance.now() - due)
    const query = next()
    const { kind, variables } = query
    const visitor = `198.18.${(i >> 8) & 255}.${(i & 255) || 1}`
    const body = bodyOf(query)
    pending.push(
      post(origin, body, visitor).then(({ status, json, text }) => {
        const ms = performance.now() - due
        const problem =
          status !== 200
            ? `HTTP ${status}: ${text.slice(0, 200)}`
            : !json
              ? `not JSON: ${text.slice(0, 200)}`
              : json.errors?.length
                ? `GraphQL: ${json.errors.map((e) => e.message).join('; ')}`
                : !json.data?.search
                  ? 'no data.search'
                  : null
        if (!record) return
        samples.push({ kind, ms, total: json?.data?.search?.total ?? null, corrected: json?.data?.search?.correctedQuery ?? null })
        if (problem) errors.push({ kind, variables, problem })
      }),
    )
  }
  const sent = performance.now() - start
  await Promise.all(pending)
  return { samples, errors, achievedRate: count / (sent / 1000 + 1 / rate), maxLagMs: maxLag }
}

/** `count` requests one after another: what each costs the server with nothing queued before it. */
async function serial(origin, next, count) {
  const samples = []
  const errors = []
  for (let i = 0; i < count; i += 1) {
    const query = next()
    const { kind, variables } = query
    const body = bodyOf(query)
    const at = performance.now()
    const { status, json } = await post(origin, body, `198.19.${(i >> 8) & 255}.${(i & 255) || 1}`)
    samples.push({ kind, ms: performance.now() - at })
    if (status !== 200 || !json?.data?.search || json.errors?.length) errors.push({ kind, variables, problem: `HTTP ${status}` })
  }
  return { samples, errors }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms) => Number(ms.toFixed(1))

function summarise(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  }
}

// -------------------------------------------------------------------------------------------------
// One database

async function benchOne(dialect) {
  log(`${dialect}: a fresh database`)
  const database = await freshDatabase(dialect)
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: SECRET,
    DATABASE_URL: database.url,
    MEDIA_DIR: database.mediaDir,
    JOBS_AUTORUN: 'false',
  }
  delete env.REDIS_URL
  delete env.ADMIN_EMAIL
  try {
    const migrate = cli(['migrate'], env, `${dialect}: migrate`)
    const demo = cli(['seed', '--json'], env, `${dialect}: demo content`)
    const queriesFile = path.join(CACHE, `queries-${dialect}.json`)
    const seeded = cli(
      ['search:bench-seed', '--docs', String(docs), '--seed', String(seed), '--queries', queriesFile],
      env,
      `${dialect}: ${docs} documents into the search index`,
    )
    const seedReport = JSON.parse(seeded.output.trim().split('\n').at(-1))
    // What autovacuum does within a minute of a bulk load: statistics and the visibility map.
    if (dialect === 'postgres') await onPostgres(PG_DATABASE, 'VACUUM ANALYZE')
    const size = await database.size()
    const words = JSON.parse(readFileSync(queriesFile, 'utf8'))

    const server = await startServer({
      port,
      database: { url: database.url, mediaDir: database.mediaDir },
      env: { TRUST_PROXY: 'true' },
    })
    let run
    try {
      const origin = server.url
      if (warmup > 0) {
        log(`${dialect}: warm-up, ${warmup} s at ${rate}/s`)
        await drive(origin, queryMix(words, prng(seed + 1000)), Math.round(warmup * rate), { record: false })
      }
      log(`${dialect}: measuring, ${duration} s at ${rate}/s`)
      const loadBefore = os.loadavg()
      run = await drive(origin, queryMix(words, prng(seed)), Math.round(duration * rate), { record: true })
      run.loadAverage = { before: loadBefore.map(round), after: os.loadavg().map(round) }
      if (serialCount > 0) {
        log(`${dialect}: ${serialCount} requests one at a time`)
        run.serial = await serial(origin, queryMix(words, prng(seed + 2000)), serialCount)
      }
    } finally {
      await server.stop()
    }
    run.serverPinnedToCpu0 = server.pinned

    const kinds = [...new Set(run.samples.map((s) => s.kind))]
    return {
      dialect,
      seed: {
        migrateSeconds: round(migrate.seconds),
        demoSeconds: round(demo.seconds),
        indexSeconds: round(seeded.seconds),
        ...seedReport,
      },
      size,
      serverPinnedToCpu0: run.serverPinnedToCpu0,
      achievedRate: round(run.achievedRate),
      maxSendLagMs: round(run.maxLagMs),
      loadAverage: run.loadAverage,
      overall: summarise(run.samples),
      byKind: Object.fromEntries(
        kinds.map((kind) => {
          const of = run.samples.filter((s) => s.kind === kind)
          const totals = of.map((s) => s.total).filter((t) => t !== null)
          return [
            kind,
            {
              ...summarise(of),
              medianHits: totals.sort((a, b) => a - b)[Math.floor(totals.length / 2)] ?? null,
              corrected: of.filter((s) => s.corrected).length,
            },
          ]
        }),
      ),
      errors: run.errors.length + (run.serial?.errors.length ?? 0),
      errorSamples: [...run.errors, ...(run.serial?.errors ?? [])].slice(0, 10),
      serviceTime: run.serial
        ? {
            meanMs: round(run.serial.samples.reduce((sum, x) => sum + x.ms, 0) / run.serial.samples.length),
            overall: summarise(run.serial.samples),
            byKind: Object.fromEntries(
              [...new Set(run.serial.samples.map((x) => x.kind))].map((kind) => [
                kind,
                summarise(run.serial.samples.filter((x) => x.kind === kind)),
              ]),
            ),
          }
        : null,
    }
  } finally {
    if (!options.keep) await database.drop()
  }
}

// -------------------------------------------------------------------------------------------------

const header = ['', 'requests', 'p50', 'p95', 'p99', 'max', 'hits (median)', 'corrected']
function print(r) {
  console.log(
    `\n${r.dialect}: ${r.seed.docs} documents (${r.seed.words} words, ${r.seed.vocabulary} distinct) indexed in ` +
      `${r.seed.indexSeconds} s (writeEntries ${r.seed.writeSeconds} s); database ${r.size.totalMb} MB` +
      (r.size.searchTablesMb ? `, search tables ${JSON.stringify(r.size.searchTablesMb)}` : ''),
  )
  console.log(
    `${r.achievedRate} req/s achieved (asked ${rate}), latest send ${r.maxSendLagMs} ms behind schedule, ` +
      `${r.errors} errors, load average ${r.loadAverage.before.join(' ')} → ${r.loadAverage.after.join(' ')}`,
  )
  const rows = [
    ['all', r.overall.requests, r.overall.p50, r.overall.p95, r.overall.p99, r.overall.max, '', ''],
    ...Object.entries(r.byKind).map(([kind, s]) => [kind, s.requests, s.p50, s.p95, s.p99, s.max, s.medianHits, s.corrected]),
  ].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  for (const row of [header, ...rows]) console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
  for (const e of r.errorSamples) console.log(`  error (${e.kind} ${JSON.stringify(e.variables)}): ${e.problem}`)
  if (!r.serviceTime) return
  const st = r.serviceTime
  console.log(
    `one at a time (${st.overall.requests} requests): mean ${st.meanMs} ms, so at ${rate}/s the server is busy ` +
      `${Math.round(st.meanMs * rate / 10)} % of the time`,
  )
  const serialRows = [
    ['all', st.overall.requests, st.overall.p50, st.overall.p95, st.overall.p99, st.overall.max],
    ...Object.entries(st.byKind).map(([kind, x]) => [kind, x.requests, x.p50, x.p95, x.p99, x.max]),
  ].map((row) => row.map((cell) => String(cell ?? '')))
  const serialWidths = header.slice(0, 6).map((h, i) => Math.max(h.length, ...serialRows.map((row) => row[i].length)))
  for (const row of [header.slice(0, 6), ...serialRows]) {
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(serialWidths[i]) : c.padStart(serialWidths[i]))).join('  '))
  }
}

log('bundling the command line')
execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
const started = new Date()
const loadAverageAtStart = os.loadavg().map(round)
const postgresVersion = dialects.includes('postgres')
  ? (await onPostgres('postgres', 'SHOW server_version')).rows[0].server_version
  : null
const file = path.join(CACHE, `search-${started.toISOString().slice(0, 10)}-${commit()}.json`)
const command = `npm run bench:search -- ${process.argv.slice(2).join(' ')}`.trim()
const results = []
for (const dialect of dialects) {
  results.push(await benchOne(dialect))
  print(results.at(-1))
  // Written after each database: a later failure keeps what was measured.
  const machineNow = {
    ...host,
    chromium: undefined,
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg().map(round),
    generatorPinnedToCpu1: generatorPinned,
    postgres: postgresVersion,
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(
    file,
    `${JSON.stringify({ kind: 'search', date: started.toISOString(), commit: commit(), command, options: { docs, rate, duration, warmup, seed, budget }, machine: machineNow, results }, null, 2)}\n`,
  )
}
console.log(
  `\n${host.cpu} × ${host.cpus}, Node ${host.node}${postgresVersion ? `, PostgreSQL ${postgresVersion}` : ''}, ` +
    `load average ${loadAverageAtStart.join(' ')} at the start, ${os.loadavg().map(round).join(' ')} at the end`,
)
console.log(`written ${path.relative(ROOT, file)}`)

const failures = results.flatMap((r) => [
  ...(r.overall.p99 > budget ? [`${r.dialect}: p99 ${r.overall.p99} ms over the ${budget} ms budget`] : []),
  ...(r.errors > 0 ? [`${r.dialect}: ${r.errors} failed requests`] : []),
])
for (const f of failures) console.error(`FAIL ${f}`)
agent.destroy()
process.exit(failures.length > 0 ? 1 : 0)
