import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

import { processSingleton } from '@/server/process-singleton'

/**
 * Work that must wait until a change is committed. Payload runs afterChange and afterDelete hooks
 * inside the operation's transaction, before it commits: a cache tag expired there lets a reader
 * that arrives in between render the old row and keep it under the fresh tag, stale until the next
 * change — and an open page told "changed" then refetches the old one. So the hooks that expire
 * tags and announce changes queue that work here, and it runs once the transaction has committed
 * (in the same request, before its answer), or never when it rolls back. Outside a transaction it
 * runs at once.
 */
type Run = () => Promise<void> | void
type Pending = Map<number | string, Run[]>

/** Each adapter's queued work by transaction; one map for the process (Next's bundle and server.ts alike). */
const queues = processSingleton('after-commit', () => new WeakMap<BaseDatabaseAdapter, Pending>())

/** Wraps the adapter's commit and rollback (payload.config.ts onInit; once per adapter). */
export function installAfterCommit(db: BaseDatabaseAdapter) {
  if (queues.has(db)) return
  const pending: Pending = new Map()
  queues.set(db, pending)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (transaction) => {
    const id = await transaction
    await commit(id)
    const runs = pending.get(id) ?? []
    pending.delete(id)
    for (const run of runs) {
      try {
        await run()
      } catch (error) {
        // Committed is committed: what follows a change (cache expiry, events) must not undo it.
        db.payload.logger.error({ err: error, msg: 'A task after a commit failed' })
      }
    }
  }
  db.rollbackTransaction = async (transaction) => {
    const id = await transaction
    pending.delete(id)
    await rollback(id)
  }
}

/** Runs `run` once the request's transaction has committed, or now when there is none. */
export async function afterCommit(req: Partial<PayloadRequest> | undefined, run: Run): Promise<void> {
  const pending = req?.payload ? queues.get(req.payload.db) : undefined
  const id = req?.transactionID ? await req.transactionID : undefined
  // Only a real transaction's id: without transactions (SQLite here) Payload's relationship loader
  // leaves `{}` there (it round-trips the pending id through JSON).
  if (!pending || (typeof id !== 'string' && typeof id !== 'number')) return run()
  pending.set(id, [...(pending.get(id) ?? []), run])
}
