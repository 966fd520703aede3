import { createHmac } from 'node:crypto'

import { env } from '@/env'
import { bus } from '@/server/bus'

/** Token the server's own /next/revalidate endpoint accepts: derived, so nothing extra to configure. */
export const revalidateToken = () =>
  createHmac('sha256', env.PAYLOAD_SECRET).update('staffroom:revalidate').digest('hex')

/**
 * Expire cache tags now, so that the next request renders fresh (publish → visible at once).
 * Inside a request (admin save, REST, server action) Next's revalidateTag does it; outside one
 * (scheduled jobs, scripts, /graphql) it throws, and we ask the running server's endpoint instead.
 * The `tags` bus event (server.ts, the Redis bridge, tests) goes out once the expiry is in effect.
 */
export async function expireTags(tagList: string[]): Promise<void> {
  const unique = [...new Set(tagList)]
  if (unique.length === 0) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch {
    await fetch(new URL('/next/revalidate', `http://127.0.0.1:${env.PORT}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: unique }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => {
      // No server running (seed, migrations): there is no cache to expire.
    })
  }
  await whenExpired(() => void bus.emit('tags', unique))
}

/**
 * Runs `run` once the tags this request expired are in effect. Next applies a request's
 * revalidateTag calls as it finishes the answer, so inside a request `run` waits for that (after());
 * a reader told "changed" before then would render from the old cache entries and keep them.
 * Outside a request the endpoint has applied them by the time it answered: `run` runs now.
 */
export async function whenExpired(run: () => void): Promise<void> {
  let inRequest = true
  try {
    const { after } = await import('next/server')
    after(run)
  } catch {
    inRequest = false // outside a request scope: after() throws before taking `run`
  }
  if (!inRequest) run()
}
