import type { BaseDatabaseAdapter, CollectionBeforeOperationHook } from 'payload'

import { processSingleton } from '@/server/process-singleton'

type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }
type UpdateOne = BaseDatabaseAdapter['updateOne']
type UpdateArgs = Parameters<UpdateOne>[0]

/** Set on a sign-in's request context when its operation starts (the time, in ms). */
const SIGN_IN = 'staffroom.signInStartedAt'

const ACCOUNTS = new Set(['users', 'members'])

/** Each account's session writes, one after another in this process. */
const queues = processSingleton('sign-in-sessions', () => new Map<string, Promise<unknown>>())
const installed = processSingleton('sign-in-sessions.installed', () => new WeakSet<BaseDatabaseAdapter>())

function serially<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const next = previous.then(run, run)
  const settled = next.catch(() => {})
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return next
}

const time = (value: Date | string) => new Date(value).getTime()

/** beforeOperation on the account collections: marks a sign-in, for the write below. */
export const markSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login') req.context[SIGN_IN] = Date.now()
  return args
}

/**
 * Payload 3.90 stores a sign-in's session by writing back the whole account it read before checking
 * the password (payload#16027, #18132, open): of two sign-ins to one account that overlap — one
 * person on a phone and a laptop, two tabs, two test workers — only the last one's session stays,
 * and the other's token is anonymous from its first request, silently.
 *
 * This wraps the adapter's updateOne for that one write (an account collection, in a request marked
 * by markSignIn, with `sessions`): one account's writes run one after another in this process, each
 * reads the sessions as stored now and adds its own new session (created since its sign-in began)
 * to them; nothing else of the stale copy is written (it would undo a change made meanwhile). The
 * write is made outside the sign-in's transaction, so the next sign-in reads it at once; a sign-in
 * that then fails takes its session out again (Payload's revokeSession). Instances side by side
 * still race each other (docs/architecture.md).
 */
export function installSignInSessions(db: BaseDatabaseAdapter) {
  if (installed.has(db)) return
  installed.add(db)
  const original = db.updateOne.bind(db)
  const updateOne = (args: UpdateArgs): Promise<unknown> => original(args)
  db.updateOne = (async (args: UpdateArgs): Promise<unknown> => {
    const started = args.req?.context?.[SIGN_IN]
    const sessions = (args.data as { sessions?: unknown }).sessions
    const id = args.id ?? (args.where?.id as { equals?: number | string } | undefined)?.equals
    if (typeof started !== 'number' || !ACCOUNTS.has(args.collection) || !Array.isArray(sessions) || id === undefined) {
      return updateOne(args)
    }
    const collection = args.collection
    return serially(`${collection}:${id}`, async (): Promise<unknown> => {
      const stored = (await db.findOne({ collection, where: { id: { equals: id } } })) as {
        sessions?: Session[] | null
      } | null
      const now = Date.now()
      const kept = (stored?.sessions ?? []).filter((s) => time(s.expiresAt) > now)
      const added = (sessions as Session[]).filter(
        (s) => time(s.createdAt) >= started && !kept.some((k) => k.id === s.id),
      )
      // updatedAt null: adding a session is not an edit of the account (as in Payload's own write).
      return updateOne({ collection, id, data: { sessions: [...kept, ...added], updatedAt: null }, returning: false })
    })
  }) as UpdateOne
}
