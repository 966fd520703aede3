import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  MAINTENANCE_URL,
  onMaintenance,
  postgresTemplate,
  postgresTemplateExists,
  sqliteTemplate,
  type Dialect,
} from './template'

export type { Dialect }

/** Which database this vitest project runs against (set by vitest.config.ts per project). */
export const dialect: Dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

export type TestDatabase = { url: string; dir: string; create: () => Promise<void>; drop: () => Promise<void> }

/**
 * A fresh database for one test file, plus a temp directory for its other files (media): a copy
 * of the migrated template (tests/int/support/template.ts) when there is one, else empty.
 * Nothing is created until `create()`: a file whose tests are all skipped leaves nothing behind.
 */
export function planDatabase(): TestDatabase {
  const dir = path.join(os.tmpdir(), `staffroom-int-${randomBytes(6).toString('hex')}`)
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true })
  // If the file dies before its afterAll (worker killed, import error), still remove the files.
  process.once('exit', removeDir)
  if (dialect === 'sqlite') {
    return {
      url: `file:${path.join(dir, 'test.db')}`,
      dir,
      create: async () => {
        fs.mkdirSync(dir, { recursive: true })
        // A file that closes its Payload and opens it again (backup.int.test.ts) keeps its database.
        const file = path.join(dir, 'test.db')
        const template = sqliteTemplate()
        if (!fs.existsSync(file) && fs.existsSync(template)) fs.copyFileSync(template, file)
      },
      drop: async () => removeDir(),
    }
  }
  // Only [a-z0-9_]: the name is interpolated into DDL, which takes no bind parameters.
  const name = `test_${randomBytes(6).toString('hex')}`
  let created = false
  return {
    url: MAINTENANCE_URL.replace(/\/[^/]*$/, `/${name}`),
    dir,
    create: async () => {
      fs.mkdirSync(dir, { recursive: true })
      // A file that closes its Payload and opens it again (backup.int.test.ts) keeps its database.
      if (created) return
      await onMaintenance(
        (await postgresTemplateExists()) ? `CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}` : `CREATE DATABASE ${name}`,
      )
      created = true
      // A throwaway database: commits need not wait for the disk (fsync on every write is most of
      // the time Postgres spends in these tests). Scoped to this database only.
      await onMaintenance(`ALTER DATABASE ${name} SET synchronous_commit = off`)
    },
    drop: async () => {
      if (created) await onMaintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      removeDir()
    },
  }
}
