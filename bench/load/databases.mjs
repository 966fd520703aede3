// The databases the load bench serves, each made once and cached, keyed by the schema (the
// committed migrations) and by the code that makes it; every run serves a fresh copy.
// - SQLite with `count` articles: the demo database, its published articles cloned (content,
//   authors, categories) in one transaction of set-based INSERT … SELECT through the tables Payload's
//   Drizzle adapter made, dated over eight years before the demo's; and `count` made-up documents in
//   the search index through the search core's own bulk write (bench/lib/search-corpus.ts).
// - PostgreSQL with the demo content: migrated and seeded into a template database once; a run's
//   database is a copy of it (CREATE DATABASE … TEMPLATE).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { PRISTINE_DB } from '../lib/server.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const CACHE = path.join(ROOT, 'bench', '.cache', 'load')
const PG_SERVER = 'postgres://postgres@127.0.0.1:5432'
// Only [a-z0-9_]: interpolated into DDL.
const PG_TEMPLATE = 'bench_load_template'
const PG_DATABASE = 'bench_load'

/** Made by this version of the code below: raise it when what a database holds changes. */
const VERSION = 1

/** The schema (the committed migrations of `dialect`), the search corpus's code and `extra`. */
export function keyOf(dialect, extra) {
  const hash = createHash('sha256').update(`${VERSION} ${extra}`)
  const migrations = path.join(ROOT, 'src', 'migrations', dialect)
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(path.join(migrations, name)))
  hash.update(readFileSync(path.join(ROOT, 'bench', 'lib', 'search-corpus.ts')))
  return hash.digest('hex')
}

/** Runs the bundled command line (`.build/cli.mjs`) with `env`, logging how long it took. */
export function cli(args, env, log, what) {
  const started = Date.now()
  execFileSync(process.execPath, ['.build/cli.mjs', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  log(`${what}: ${Math.round((Date.now() - started) / 1000)} s`)
}

/** The demo database's published articles cloned until there are `count`, in one transaction. */
async function cloneArticles(file, count) {
  const client = createClient({ url: `file:${file}` })
  try {
    const columns = async (table) =>
      (await client.execute(`PRAGMA table_info(${table})`)).rows.map((r) => /** @type {string} */ (r.name))
    const [row] = (
      await client.execute(
        "SELECT MAX(id) + 1 AS base, COUNT(*) AS templates, MIN(published_at) AS oldest FROM posts WHERE _status = 'published'",
      )
    ).rows
    const [base, templates, oldest] = [Number(row.base), Number(row.templates), row.oldest]
    const clones = count - templates
    if (clones <= 0) return
    // From the demo's oldest article back over eight years, evenly.
    const date = `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(:oldest) - (n.i + 1) * ${(8 * 365) / clones})`
    const value = {
      id: `${base} + n.i`,
      slug: "p.slug || '-' || (n.i + 1)",
      published_at: date,
      first_published_at: date,
      created_at: date,
      updated_at: date,
    }
    const postColumns = await columns('posts')
    const relColumns = (await columns('posts_rels')).filter((c) => c !== 'id')
    const quoted = (list) => list.map((c) => `"${c}"`).join(', ')
    await client.batch(
      [
        "CREATE TEMP TABLE bench_templates AS SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS k FROM posts WHERE _status = 'published'",
        `CREATE TEMP TABLE bench_n AS WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${clones - 1}) SELECT i FROM n`,
        {
          sql: `INSERT INTO posts (${quoted(postColumns)})
                SELECT ${postColumns.map((c) => value[c] ?? `p."${c}"`).join(', ')}
                FROM bench_n n JOIN bench_templates t ON t.k = n.i % ${templates} JOIN posts p ON p.id = t.id`,
          args: { oldest },
        },
        `INSERT INTO posts_rels (${quoted(relColumns)})
         SELECT ${relColumns.map((c) => (c === 'parent_id' ? `${base} + n.i` : `r."${c}"`)).join(', ')}
         FROM bench_n n JOIN bench_templates t ON t.k = n.i % ${templates} JOIN posts_rels r ON r.parent_id = t.id`,
      ],
      'write',
    )
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    client.close()
  }
}

/**
 * A fresh copy of the SQLite database with `count` articles (and `count` documents in the search
 * index), made first if the cache has none for this schema; `env` is the bench build's environment.
 */
export async function sqliteWithArticles(count, { env, log }) {
  const dir = path.join(CACHE, `sqlite-${count}`)
  const file = path.join(dir, 'staffroom.db')
  const key = keyOf('sqlite', String(count))
  const keyFile = path.join(dir, 'key')
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) {
    log(`making a database of ${count} articles (once: cached in ${path.relative(ROOT, dir)})`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    for (const suffix of ['', '-wal']) {
      if (existsSync(PRISTINE_DB + suffix)) cpSync(PRISTINE_DB + suffix, file + suffix)
    }
    cpSync(path.join(path.dirname(PRISTINE_DB), 'media'), path.join(dir, 'media'), { recursive: true })
    const started = Date.now()
    await cloneArticles(file, count)
    log(`${count} articles: ${Math.round((Date.now() - started) / 1000)} s`)
    const seedEnv = { ...env, DATABASE_URL: `file:${file}`, MEDIA_DIR: path.join(dir, 'media') }
    cli(['search:bench-seed', '--docs', String(count), '--seed', '1'], seedEnv, log, `${count} search documents`)
    const client = createClient({ url: `file:${file}` })
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    client.close()
    writeFileSync(keyFile, key)
  }
  const run = path.join(CACHE, 'run')
  rmSync(run, { recursive: true, force: true })
  mkdirSync(run, { recursive: true })
  cpSync(file, path.join(run, 'staffroom.db'))
  cpSync(path.join(dir, 'media'), path.join(run, 'media'), { recursive: true })
  return { url: `file:${path.join(run, 'staffroom.db')}`, mediaDir: path.join(run, 'media') }
}

async function onPostgres(database, sql, args = []) {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/${database}` })
  await client.connect()
  try {
    return await client.query(sql, args)
  } finally {
    await client.end()
  }
}

/**
 * A fresh PostgreSQL database with the demo content (copied from the template, made first if it
 * is missing or of another schema) and its media folder; `drop()` removes it.
 */
export async function postgresWithDemo({ env, log }) {
  const key = keyOf('postgres', '')
  const media = path.join(CACHE, 'postgres-media')
  const { rows } = await onPostgres(
    'postgres',
    "SELECT shobj_description(oid, 'pg_database') AS key FROM pg_database WHERE datname = $1",
    [PG_TEMPLATE],
  )
  if (rows[0]?.key !== key || !existsSync(media)) {
    log(`making the PostgreSQL demo database (once: cached as the database ${PG_TEMPLATE})`)
    await onPostgres('postgres', `DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`)
    await onPostgres('postgres', `CREATE DATABASE ${PG_TEMPLATE}`)
    rmSync(media, { recursive: true, force: true })
    const seedEnv = { ...env, DATABASE_URL: `${PG_SERVER}/${PG_TEMPLATE}`, MEDIA_DIR: media }
    cli(['migrate'], seedEnv, log, 'PostgreSQL: migrate')
    cli(['seed'], seedEnv, log, 'PostgreSQL: demo content')
    await onPostgres(PG_TEMPLATE, 'VACUUM ANALYZE')
    await onPostgres('postgres', `COMMENT ON DATABASE ${PG_TEMPLATE} IS '${key}'`)
  }
  await onPostgres('postgres', `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
  await onPostgres('postgres', `CREATE DATABASE ${PG_DATABASE} TEMPLATE ${PG_TEMPLATE}`)
  const run = path.join(CACHE, 'postgres-run-media')
  rmSync(run, { recursive: true, force: true })
  cpSync(media, run, { recursive: true })
  return {
    url: `${PG_SERVER}/${PG_DATABASE}`,
    mediaDir: run,
    drop: () => onPostgres('postgres', `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`),
  }
}
