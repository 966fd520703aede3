/**
 * One migrated database per dialect, made once per change of the migrations and copied for each
 * test file: a file then starts on a database whose migrations have all run (Payload's `migrate`
 * finds nothing to do) instead of running every migration again. SQLite: a file in the temp
 * folder, copied. PostgreSQL: a database used as the TEMPLATE of each file's own.
 * Made by `ensureTemplates` (the vitest global setup), with the CLI's own `migrate`; a file that
 * finds no template (run without the global setup) migrates from scratch as before.
 */
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

export type Dialect = 'sqlite' | 'postgres'

/** A server-wide connection used only to create and drop databases. */
export const MAINTENANCE_URL = 'postgres://postgres@127.0.0.1:5432/test'
const PREFIX = 'staffroom_tpl_'

/** The migrations' own digest: a changed or new migration makes a new template. */
function templateKey(dialect: Dialect): string {
  const dir = path.resolve('src/migrations', dialect)
  const hash = createHash('sha256')
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)))
  return hash.digest('hex').slice(0, 16)
}

export const sqliteTemplate = () => path.join(os.tmpdir(), `${PREFIX}sqlite_${templateKey('sqlite')}.db`)
export const postgresTemplate = () => `${PREFIX}${templateKey('postgres')}`

export async function onMaintenance<T = unknown>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: MAINTENANCE_URL })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function postgresTemplateExists(): Promise<boolean> {
  const rows = await onMaintenance('SELECT 1 FROM pg_database WHERE datname = $1', [postgresTemplate()])
  return rows.length > 0
}

/** `node .build/cli.mjs migrate` on an empty database at `url`, as `npm start` migrates. */
function migrate(url: string) {
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'staffroom-tpl-media-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url,
    MEDIA_DIR: media,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    JOBS_AUTORUN: 'false',
  }
  // Nothing outside the process, as in the tests themselves.
  delete env.SMTP_URL
  delete env.REDIS_URL
  try {
    execFileSync(process.execPath, ['.build/cli.mjs', 'migrate'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  } finally {
    fs.rmSync(media, { recursive: true, force: true })
  }
}

/** Makes the templates that do not exist yet (and removes those of older migrations). */
export async function ensureTemplates() {
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' })

  const file = sqliteTemplate()
  if (!fs.existsSync(file)) {
    for (const old of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(`${PREFIX}sqlite_`))) {
      fs.rmSync(path.join(os.tmpdir(), old), { force: true })
    }
    const building = `${file}.${randomBytes(4).toString('hex')}.building`
    migrate(`file:${building}`)
    // One self-contained file: what the migration wrote may still be in its write-ahead log.
    const whole = `${building}.whole`
    const client = createClient({ url: `file:${building}` })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [whole] })
    } finally {
      client.close()
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${building}${suffix}`, { force: true })
    fs.renameSync(whole, file) // whole or not at all, for any file that looks for it
  }

  const name = postgresTemplate()
  if (!(await postgresTemplateExists())) {
    const old = await onMaintenance<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${PREFIX}%`,
    ])
    for (const { datname } of old) await onMaintenance(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    const building = `${PREFIX}building_${randomBytes(4).toString('hex')}`
    await onMaintenance(`CREATE DATABASE ${building}`)
    try {
      migrate(MAINTENANCE_URL.replace(/\/[^/]*$/, `/${building}`))
      // Renamed only once whole, and only once nothing is connected to it any more.
      await onMaintenance(`ALTER DATABASE ${building} RENAME TO ${name}`)
    } catch (error) {
      await onMaintenance(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
      throw error
    }
  }
}
