import type { TaskConfig } from 'payload'

/** The queue of reset requests: run at once after each request, and every minute (payload.config.ts). */
export const RESET_QUEUE = 'password-reset'

export type ResetCollection = 'users' | 'members'

let running: Promise<unknown> = Promise.resolve()

/**
 * One reset at a time in this process. Payload's forgotPassword holds its transaction's connection
 * while it asks for a second one (its 15 s guard per account); a queue run starts its jobs in
 * parallel, so a batch as large as PostgreSQL's pool would wait on itself for ever.
 */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = running.then(work, work)
  running = turn.catch(() => undefined)
  return turn
}

/**
 * A password reset asked for an address: Payload's own forgotPassword (looks the account up, stores
 * a token valid an hour, sends the collection's email), done here rather than in the request, so
 * the request does the same work and answers the same way whether the address has an account or
 * not (src/server/password-reset/request.ts). An unknown address sends nothing. The token is never
 * kept in the job's output; a completed job is deleted (Payload's default).
 */
export const passwordResetTask: TaskConfig<{
  input: { collection: ResetCollection; email: string }
  output: Record<string, never>
}> = {
  slug: 'passwordReset',
  label: 'Send a password reset email',
  // The mail server may be down for a moment; Payload's 15 s guard per account stops repeats.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await oneAtATime(() =>
      req.payload.forgotPassword({ collection: input.collection, data: { email: input.email }, req }),
    )
    return { output: {} }
  },
}
