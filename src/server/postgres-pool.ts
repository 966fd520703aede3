import type { DatabaseAdapterObj } from 'payload'

import type { PostgresAdapter } from '@payloadcms/db-postgres'

import { isConnectionError, noteDatabase } from '@/server/database-state'

/**
 * Keeps the process alive when PostgreSQL drops its connections (a restart, a failover, an
 * administrator's pg_terminate_backend). node-postgres reports an idle pooled connection that died
 * as an 'error' event on the pool, and Payload's adapter listens for none: Node then throws it, and
 * the whole site goes down with the database's restart instead of coming back with it. With a
 * listener the pool just forgets the dead connection and opens a new one for the next query.
 * A connection dropped, or a new one opened, tells src/server/database-state.ts whether
 * the database is reachable.
 */
export function keepPostgresPool(result: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const connect = adapter.connect!
      adapter.connect = async function (this: PostgresAdapter, options?: Parameters<typeof connect>[0]) {
        await connect.call(this, options)
        const pool = this.pool
        if (!pool || pool.listenerCount('error') > 0) return
        pool.on('error', (error: Error & { code?: string }) => {
          if (isConnectionError(error)) noteDatabase(false)
          this.payload.logger.warn(
            `PostgreSQL closed an idle connection (${error.code ?? error.message}); the pool opens a new one.`,
          )
        })
        pool.on('connect', () => noteDatabase(true))
      }
      return adapter
    },
  }
}
