import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { copyFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { createClient, type Client } from '@libsql/client'
import pg from 'pg'

import { BackupError } from '@/server/backup/backup-error'

/**
 * The database half of a backup. SQLite: `VACUUM INTO` writes a consistent copy while the site
 * keeps running (a read transaction in WAL mode; writers go on). PostgreSQL: `pg_dump` (one
 * snapshot), restored by `psql` in a single transaction that first empties the `public` schema,
 * so a failed restore changes nothing and a successful one leaves no table of the replaced state.
 */
export type Dialect = 'sqlite' | 'postgres'

export const dialectOf = (url: string): Dialect => (url.startsWith('file:') ? 'sqlite' : 'postgres')

/** The file name of the database inside a backup folder. */
export const databaseFile = (dialect: Dialect) => (dialect === 'sqlite' ? 'database.sqlite' : 'database.sql')

const sqlitePath = (url: string) =>
  path.resolve(
    url
      .slice('file:'.length)
      .replace(/^\/\/(?=\/)/, '')
      .split('?')[0],
  )

async function withSqlite<T>(file: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await use(client)
  } finally {
    client.close()
  }
}

async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/**
 * Names of the migrations the database has run, oldest first: none for a missing or empty database
 * (no Payload tables); a database that cannot be read is refused in words.
 */
export async function migrationsRun(url: string): Promise<string[]> {
  if (dialectOf(url) === 'sqlite' && !(await stat(sqlitePath(url)).catch(() => null))) return []
  const query = "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id"
  try {
    return dialectOf(url) === 'sqlite'
      ? await withSqlite(sqlitePath(url), async (c) => (await c.execute(query)).rows.map((r) => r.name as string))
      : await withPostgres(url, async (c) => (await c.query<{ name: string }>(query)).rows.map((r) => r.name))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A database without Payload's tables is empty; one that cannot be reached is another matter.
    if (/no such table|does not exist/i.test(message)) return []
    throw new BackupError(`The database could not be read (${message}): check DATABASE_URL and that it is running.`)
  }
}

async function integrityCheck(file: string, what: string) {
  const result = await withSqlite(file, (c) => c.execute('PRAGMA integrity_check'))
  const verdict = result.rows.map((r) => r.integrity_check as string).join('; ')
  if (verdict !== 'ok') throw new BackupError(`${what} failed SQLite's integrity check: ${verdict.slice(0, 300)}`)
}

export async function dumpDatabase(url: string, file: string) {
  if (dialectOf(url) === 'sqlite') {
    await withSqlite(sqlitePath(url), (c) => c.execute({ sql: 'VACUUM INTO ?', args: [file] }))
    await integrityCheck(file, 'The copy of the database')
    return
  }
  const { target, env } = connection(url)
  await run('pg_dump', ['--no-owner', '--no-privileges', '--quote-all-identifiers', `--file=${file}`, target], env)
}

/**
 * Makes sure no other process has the SQLite database open before it is replaced: a running site
 * keeps the replaced file open and would go on writing to it. Leaving WAL mode needs every other
 * connection gone; it changes nothing the restore does not replace next. Runs before anything else
 * of the restore opens the file: libsql closes a connection only once the garbage collector takes
 * its statements, and this process's own connections in WAL mode would count as "another".
 * Nothing to do for PostgreSQL, whose restore waits for running requests' locks.
 */
export async function claimDatabase(url: string) {
  if (dialectOf(url) === 'postgres') return
  const live = sqlitePath(url)
  if (!(await stat(live).catch(() => null))) return
  const mode = await withSqlite(live, async (c) => {
    await c.execute('PRAGMA busy_timeout = 0')
    return c.execute('PRAGMA journal_mode = DELETE').then(
      (r) => r.rows[0]?.journal_mode as string | undefined,
      () => 'busy',
    )
  })
  if (mode !== 'delete') {
    throw new BackupError(
      `${live} is open in another process (is the site running?). Stop the site, then restore again: nothing was changed.`,
    )
  }
}

/** Replaces the database with the backup's (after claimDatabase). */
export async function loadDatabase(url: string, file: string) {
  if (dialectOf(url) === 'postgres') {
    const { target, env } = connection(url)
    const reset = 'DROP SCHEMA IF EXISTS "public" CASCADE;\nCREATE SCHEMA "public";\n'
    const args = ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '-d', target]
    await run('psql', args, env, { prefix: reset, file })
    return
  }
  const live = sqlitePath(url)
  const incoming = `${live}.restoring`
  await copyFile(file, incoming)
  try {
    await integrityCheck(incoming, 'The backup of the database')
    await rename(incoming, live)
  } finally {
    await rm(incoming, { force: true })
  }
  await Promise.all([rm(`${live}-wal`, { force: true }), rm(`${live}-shm`, { force: true })])
}

/** libpq's connection string without its password, which goes in PGPASSWORD (never in `ps`). */
function connection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {}
  return { target: parsed.toString(), env }
}

/** Runs a PostgreSQL client tool, with `stdin.prefix` and then the file `stdin.file` as its input. */
function run(command: string, args: string[], env: Record<string, string>, stdin?: { prefix: string; file: string }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`)
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || 'no message'}`)),
    )
    if (!stdin) return child.stdin.end()
    child.stdin.write(stdin.prefix)
    // A tool that stops early closes its input: the error is its exit code's, reported above.
    pipeline(createReadStream(stdin.file), child.stdin).catch(() => child.stdin.destroy())
  })
}
