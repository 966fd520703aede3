import type { TransactionMode } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

type Client = SQLiteAdapter['client'] & { busyTimeoutKept?: true }

/**
 * libsql hands its connection to each transaction() and lazily opens a fresh one for whatever
 * comes next; the adapter sets `busy_timeout` only on the first, so after one transaction every
 * concurrent write fails at once with "database is locked" (tests/int/sqlite-durability proves it).
 * This re-applies the timeout to each new connection. libsql runs synchronously under its promises,
 * so the pragma reaches the new connection before anything else uses it.
 */
export function keepBusyTimeout(result: DatabaseAdapterObj<SQLiteAdapter>): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const connect = adapter.connect!
      adapter.connect = async function (this: SQLiteAdapter, options?: Parameters<typeof connect>[0]) {
        await connect.call(this, options)
        const client = this.client as Client
        if (client.busyTimeoutKept) return
        client.busyTimeoutKept = true
        const transaction = client.transaction.bind(client)
        client.transaction = (mode?: TransactionMode) => {
          const tx = transaction(mode)
          void client.execute(`PRAGMA busy_timeout = ${this.busyTimeout}`).catch(() => undefined)
          return tx
        }
      }
      return adapter
    },
  }
}
