import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

/** A statement runner on Payload's own connection, inside the request's transaction when it has one. */
export type Runner = {
  all<T>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

export type Drizzle = {
  transaction?: <T>(fn: (tx: Drizzle) => Promise<T>, config?: { accessMode?: 'read only' }) => Promise<T>
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}
type Sessions = Record<string | number, { db: Drizzle } | undefined>

export async function runnerOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Runner> {
  const adapter = payload.db as unknown as { drizzle: Drizzle; sessions?: Sessions }
  const id = req?.transactionID ? await req.transactionID : undefined
  return runnerFor((id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle)
}

/** A runner over a drizzle database or transaction of either dialect. */
export function runnerFor(db: Drizzle): Runner {
  if (db.execute) {
    const execute = db.execute.bind(db)
    return {
      all: async <T>(query: SQL) => (await execute(query)).rows as T[],
      run: async (query: SQL) => void (await execute(query)),
    }
  }
  const all = db.all!.bind(db)
  const run = db.run!.bind(db)
  return { all: async <T>(query: SQL) => (await all(query)) as T[], run: async (query: SQL) => void (await run(query)) }
}
