/**
 * SQLite durability settings (docs/architecture.md, Runtime facts worth knowing): WAL, and a busy
 * timeout of at least 5 s on the connection Payload writes through, so a write that meets another
 * writer's lock waits instead of failing with "database is locked".
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

import { createClient } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dialect } from './support/database'
import { getTestPayload } from './support/payload'

const MIN_BUSY_TIMEOUT_MS = 5000
const HOLD_MS = 300
const WRITES = 20

let payload: Payload
const adapter = () => payload.db as unknown as SQLiteAdapter

async function pragma(name: 'journal_mode' | 'busy_timeout'): Promise<unknown> {
  const { rows } = await adapter().client.execute(`PRAGMA ${name}`)
  return Object.values(rows[0] ?? {})[0]
}

/**
 * Another connection takes the write lock (BEGIN IMMEDIATE) and commits HOLD_MS later. It runs in
 * a worker thread: libsql executes statements synchronously, so while Payload's write waits in
 * SQLite's busy handler this thread's timers cannot fire, and a holder here would never commit.
 */
function holdWriteLock(url: string, holdMs = HOLD_MS): Promise<{ committed: Promise<number> }> {
  const libsql = createRequire(import.meta.url).resolve('@libsql/client')
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads')
    const { createClient } = require(workerData.libsql)
    ;(async () => {
      const client = createClient({ url: workerData.url })
      await client.execute('BEGIN IMMEDIATE')
      parentPort.postMessage({ locked: Date.now() })
      await new Promise((resolve) => setTimeout(resolve, workerData.holdMs))
      await client.execute('COMMIT')
      parentPort.postMessage({ committed: Date.now() })
      client.close()
    })().catch((error) => parentPort.postMessage({ error: String(error) }))
    `,
    { eval: true, workerData: { libsql, url, holdMs } },
  )
  return new Promise((resolveLocked, rejectLocked) => {
    let resolveCommitted: (at: number) => void
    let rejectCommitted: (error: Error) => void
    const committed = new Promise<number>((resolve, reject) => {
      resolveCommitted = resolve
      rejectCommitted = reject
    })
    committed.catch(() => {}) // observed by the caller; never an unhandled rejection here
    worker.on('message', (msg: { locked?: number; committed?: number; error?: string }) => {
      if (msg.locked) resolveLocked({ committed })
      if (msg.committed) {
        resolveCommitted(msg.committed)
        void worker.terminate()
      }
      if (msg.error) {
        const error = new Error(`lock holder: ${msg.error}`)
        rejectLocked(error)
        rejectCommitted(error)
        void worker.terminate()
      }
    })
    worker.on('error', rejectLocked)
  })
}

/** The driver's message ("SQLITE_BUSY: database is locked") rather than Drizzle's query dump. */
function rootCause(error: unknown): string {
  let e = error as { message?: string; cause?: unknown } | undefined
  while (e?.cause) e = e.cause
  return e?.message ?? String(error)
}

/** WRITES creates started while another connection holds the lock: all must succeed. */
async function writeUnderLock(label: string) {
  const lock = await holdWriteLock(process.env.DATABASE_URL ?? '')
  const results = await Promise.allSettled(
    Array.from({ length: WRITES }, (_, i) =>
      payload
        .create({ collection: 'authors', data: { name: `${label} ${i}` } })
        .then((doc) => ({ id: doc.id, at: Date.now() })),
    ),
  )
  const committedAt = await lock.committed
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [rootCause(r.reason)] : []))
  expect(failures.length, `${failures.length} of ${WRITES} writes failed: ${failures[0]}`).toBe(0)
  const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  // The lock really was in the way: no write could finish before the other connection let go.
  expect(Math.min(...done.map((d) => d.at))).toBeGreaterThanOrEqual(committedAt)
  const { totalDocs } = await payload.count({ collection: 'authors', where: { name: { like: label } } })
  expect(totalDocs).toBe(WRITES)
}

describe.skipIf(dialect !== 'sqlite')(
  'SQLite durability (SQLite only: WAL and busy_timeout are SQLite connection settings; PostgreSQL has neither)',
  () => {
    beforeAll(async () => {
      payload = await getTestPayload()
    })

    it('runs in WAL mode with a busy timeout of at least 5000 ms', async () => {
      expect(await pragma('journal_mode')).toBe('wal')
      expect(Number(await pragma('busy_timeout'))).toBeGreaterThanOrEqual(MIN_BUSY_TIMEOUT_MS)
    })

    it(`completes ${WRITES} writes while another connection holds the write lock for ${HOLD_MS} ms`, async () => {
      await writeUnderLock('Before transaction')
    })

    describe('after a transaction', () => {
      // libsql's client hands its connection to a transaction and opens a new one for later
      // statements (@libsql/client sqlite3.js, transaction()); connection pragmas such as
      // busy_timeout do not carry over to it. Drizzle's transaction() (used by Payload when
      // transactionOptions are set, and by bulk seeding) goes through that path.
      beforeAll(async () => {
        await adapter().drizzle.transaction(async () => {})
      })

      it('still has a busy timeout of at least 5000 ms on the connection Payload uses', async () => {
        expect(await pragma('journal_mode')).toBe('wal')
        expect(Number(await pragma('busy_timeout'))).toBeGreaterThanOrEqual(MIN_BUSY_TIMEOUT_MS)
      })

      it(`still completes ${WRITES} writes under another connection's write lock`, async () => {
        await writeUnderLock('After transaction')
      })
    })

    it('after a write gives up on the lock, later writes are committed for every connection to see', async () => {
      // libsql leaves the failed statement in progress; without the guard every later write on
      // that connection joined a transaction that never committed (answered, then lost).
      const url = process.env.DATABASE_URL ?? ''
      const lock = await holdWriteLock(url, MIN_BUSY_TIMEOUT_MS + 1500)
      const failed = await payload.create({ collection: 'authors', data: { name: 'Gave up' } }).catch((e: unknown) => e)
      expect(rootCause(failed)).toMatch(/SQLITE_BUSY|database is locked/)
      await lock.committed

      const later = await payload.create({ collection: 'authors', data: { name: 'Written later' } })
      const again = await payload.create({ collection: 'authors', data: { name: 'Written later still' } })
      const other = createClient({ url })
      try {
        const { rows } = await other.execute({
          sql: 'SELECT id FROM authors WHERE id IN (?, ?) ORDER BY id',
          args: [later.id, again.id],
        })
        expect(rows.map((r) => Number(r.id))).toEqual([later.id, again.id])
        // Nor is the lock kept: another connection can write.
        await other.execute('BEGIN IMMEDIATE')
        await other.execute('ROLLBACK')
      } finally {
        other.close()
      }
    }, 30_000)
  },
)
