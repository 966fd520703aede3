import type { DatabaseAdapterObj } from 'payload'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Pool, PoolClient } from 'pg'

import { isConnectionError, noteDatabase } from '@/server/database-state'

type Connected = (error: Error | undefined, client?: PoolClient, done?: () => void) => void

/**
 * A connection the pool cannot open (refused while PostgreSQL is stopped) tells database-state.ts
 * the database is away, as a dropped idle one does: with no idle connection to drop when it went,
 * nothing else would, and its requests would fail as 500s instead of 503s with Retry-After.
 */
function noteFailedConnects(pool: Pool) {
  const connect = pool.connect.bind(pool) as (callback?: Connected) => Promise<PoolClient> | undefined
  const note = (error: unknown) => {
    if (isConnectionError(error)) noteDatabase(false)
  }
  pool.connect = ((callback?: Connected) => {
    if (callback) {
      return connect((error, client, done) => {
        if (error) note(error)
        callback(error, client, done)
      })
    }
    return connect()!.catch((error: unknown) => {
      note(error)
      throw error
    })
  }) as Pool['connect']
}

/**
 * Keeps the process alive when PostgreSQL drops its connections (a restart, a failover, an
 * administrator's pg_terminate_backend). node-postgres reports an idle pooled connection that died
 * as an 'error' event on the pool, and Payload's adapter listens for none: Node then throws it, and
 * the whole site goes down with the database's restart instead of coming back with it. With a
 * listener the pool just forgets the dead connection and opens a new one for the next query.
 * A connection dropped or refused, or a new one opened, tells src/server/database-state.ts whether
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
        noteFailedConnects(pool)
      }
      return adapter
    },
  }
}
