import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import type { User } from '@/payload-types'

import type { TestDatabase } from './database'

let database: TestDatabase | undefined
let instance: Promise<Payload> | undefined

/** Called by setup.ts: the database this test file owns. */
export function registerDatabase(db: TestDatabase) {
  database = db
}

async function boot(): Promise<Payload> {
  if (!database) throw new Error('tests/int/support/setup.ts did not run (is this file in an int project?)')
  await database.create()
  // Imported here, not at the top: src/env.ts reads process.env at import time, after setup.ts.
  const [{ default: configPromise }, { getPayload }, { isPostgres }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/env'),
  ])
  const { migrations } = isPostgres
    ? await import('@/migrations/postgres/index')
    : await import('@/migrations/sqlite/index')
  const config = await configPromise
  const payload = await getPayload({
    config: {
      ...config,
      logger: { options: { level: process.env.TEST_LOG_LEVEL ?? 'error' } } as typeof config.logger,
    },
    cron: false,
    // getPayload caches per key on globalThis; a file never shares an instance with another.
    key: `int-${randomBytes(6).toString('hex')}`,
  })
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}

/** This test file's Payload: initialised on a fresh database with the committed migrations. */
export function getTestPayload(): Promise<Payload> {
  instance ??= boot()
  return instance
}

/** Closes the connections so the database can be removed (setup.ts calls it after the file). */
export async function closeTestPayload() {
  if (!instance) return
  const payload = await instance.catch(() => undefined)
  instance = undefined
  if (!payload) return
  await payload.destroy()
  // Payload's destroy() leaves the driver open: close the pool (Postgres) or file (SQLite).
  const db = payload.db as unknown as { pool?: PgPool; client?: { close(): void } }
  if (db.pool) await endPool(db.pool)
  db.client?.close()
  await collectGarbage()
}

/**
 * libsql hands its connection to each transaction and never closes it: it is closed when the
 * garbage collector takes it (vitest.config.ts gives int workers --expose-gc). Until then the
 * SQLite file is still open in this process, as if the site were still running.
 */
async function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return
  for (let i = 0; i < 2; i++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

type PgPool = { end(): Promise<void>; on(event: 'error', fn: () => void): void; _clients?: { release?: () => void }[] }

/**
 * The Postgres adapter's connect() checks one client out of the pool and never releases it, so
 * pool.end() alone waits forever. end() drops the idle clients; what is left in the pool's client
 * list is checked out: release it so the pool can finish. Bounded in time whatever happens: the
 * database is dropped WITH (FORCE) next anyway.
 */
async function endPool(pool: PgPool) {
  pool.on('error', () => {})
  const ended = pool.end()
  for (const client of pool._clients ?? []) client.release?.()
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000).unref())])
}

let users = 0

/** A new account with `role`, ready to pass as `user` to the Local API (with overrideAccess: false). */
export async function asUser(role: Role, data: Partial<User> = {}): Promise<User> {
  const payload = await getTestPayload()
  users += 1
  const user = await payload.create({
    collection: 'users',
    data: {
      name: `${role} ${users}`,
      email: `${role}-${users}-${randomBytes(3).toString('hex')}@test.local`,
      password: 'correct horse battery staple',
      role,
      ...data,
    },
  })
  return { ...user, collection: 'users' }
}

/** Local API options that apply access control as `user` (anonymous when undefined). */
export const as = (user?: User) => ({ user, overrideAccess: false }) as const
