import { createRequire } from 'node:module'

import type { TransactionMode } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { processSingleton } from '@/server/process-singleton'

type Client = SQLiteAdapter['client'] & { busyGuarded?: true }

/** The parts of libsql's (better-sqlite3-like) classes the guard below touches. */
type NativeStatement = Record<'run' | 'get' | 'all' | 'iterate', (...args: unknown[]) => unknown>
type NativeDatabase = object
type DatabaseClass = { prototype: { prepare: (this: NativeDatabase, sql: string) => NativeStatement } }

/**
 * One per process (the module is loaded twice: docs/architecture.md): whether libsql is guarded,
 * the connections that failed busy, and how many of them the clients have yet to replace.
 */
const state = processSingleton('sqlite-busy-guard', () => ({
  guarded: false,
  poisoned: new WeakSet<NativeDatabase>(),
  pending: 0,
}))

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message ?? error))

class PoisonedConnectionError extends Error {
  readonly code = 'SQLITE_BUSY'
  constructor() {
    super('SQLITE_BUSY: the connection is being replaced after a busy failure; nothing was written')
  }
}

/**
 * libsql-js (0.4.x) leaves a statement that failed with SQLITE_BUSY in progress (it never resets
 * it; tursodatabase/libsql-js#237, libsql-client-ts#352). SQLite commits an implicit transaction
 * only once no statement is in progress, so every later write on that connection joins a
 * transaction that never commits: it is answered as a success, reads on the same connection see
 * it, other connections never do, and a restart loses it (tests/e2e/durability.spec.ts met this).
 *
 * This marks such a connection at once, in the same synchronous call that failed, refuses any
 * further statement on it (BEGIN and ROLLBACK excepted, so a transaction can still be ended), and
 * the next client call swaps in a fresh connection. Nothing on the poisoned one was acknowledged:
 * every write after the failure was refused.
 */
function guardLibsql() {
  const Database = createRequire(import.meta.url)('libsql') as DatabaseClass
  if (state.guarded) return
  state.guarded = true
  const prepare = Database.prototype.prepare
  Database.prototype.prepare = function (this: NativeDatabase, sql: string) {
    if (state.poisoned.has(this) && !/^\s*(BEGIN|ROLLBACK)\b/i.test(sql)) throw new PoisonedConnectionError()
    const statement = prepare.call(this, sql)
    const poison = (error: unknown) => {
      if (isBusy(error) && !state.poisoned.has(this)) {
        state.poisoned.add(this)
        state.pending++
      }
      return error
    }
    const guard =
      (call: (...args: unknown[]) => unknown) =>
      (...args: unknown[]) => {
        try {
          return call(...args)
        } catch (error) {
          throw poison(error)
        }
      }
    for (const name of ['run', 'get', 'all'] as const) statement[name] = guard(statement[name].bind(statement))
    const iterate = statement.iterate.bind(statement)
    statement.iterate = guard((...args: unknown[]) => {
      const rows = iterate(...args) as Iterator<unknown> & Iterable<unknown>
      const next = rows.next.bind(rows)
      rows.next = guard(next as (...args: unknown[]) => unknown) as typeof rows.next
      return rows
    })
    return statement
  }
}

/**
 * Before any statement of the client runs after a poisoning: detach its current connection
 * (libsql's transaction() hands it over and opens a fresh one for whatever comes next) and end
 * that transaction. The poisoned connection is left to the garbage collector, which finalizes the
 * failed statement: closing it by hand while libsql still holds it crashes the process (a panic in
 * the native module).
 */
function replacePoisoned(transaction: Client['transaction']) {
  state.pending = 0
  // Synchronous under its promise: BEGIN on the current connection, then `#db = null`.
  void transaction('deferred').then(
    (detached) => detached.close(),
    () => undefined,
  )
}

/**
 * Two repairs to the SQLite connection Payload writes through (libsql):
 * - libsql hands its connection to each transaction() and lazily opens a fresh one for whatever
 *   comes next; the adapter sets `busy_timeout` only on the first, so after one transaction every
 *   concurrent write fails at once with "database is locked" (tests/int/sqlite-durability proves
 *   it). This re-applies the timeout to each new connection. libsql runs synchronously under its
 *   promises, so the pragma reaches the new connection before anything else uses it.
 * - a write that fails busy poisons its connection (see guardLibsql): it is replaced.
 */
export function repairSqliteConnection(result: DatabaseAdapterObj<SQLiteAdapter>): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const connect = adapter.connect!
      adapter.connect = async function (this: SQLiteAdapter, options?: Parameters<typeof connect>[0]) {
        guardLibsql()
        await connect.call(this, options)
        const client = this.client as Client
        if (client.busyGuarded) return
        client.busyGuarded = true
        const transaction = client.transaction.bind(client)
        const execute = client.execute.bind(client)
        // A connection opened lazily by libsql has no busy timeout: give it one before it is used.
        const timeout = () => void execute(`PRAGMA busy_timeout = ${this.busyTimeout}`).catch(() => undefined)
        const replacePoisonedFirst = () => {
          if (state.pending === 0) return
          replacePoisoned(transaction)
          timeout()
        }
        client.transaction = (mode?: TransactionMode) => {
          replacePoisonedFirst()
          const tx = transaction(mode)
          timeout()
          return tx
        }
        client.execute = (...a: Parameters<Client['execute']>) => {
          replacePoisonedFirst()
          return execute(...a)
        }
        for (const name of ['batch', 'migrate', 'executeMultiple'] as const) {
          const call = (client[name] as (...a: unknown[]) => unknown).bind(client)
          ;(client as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => {
            replacePoisonedFirst()
            return call(...a)
          }
        }
      }
      return adapter
    },
  }
}
