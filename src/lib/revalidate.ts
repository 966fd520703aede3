import { createHmac } from 'node:crypto'

import { env } from '@/env'
import { bus } from '@/server/bus'

/** Token the server's own /next/revalidate endpoint accepts: derived, so nothing extra to configure. */
export const revalidateToken = () =>
  createHmac('sha256', env.PAYLOAD_SECRET).update('staffroom:revalidate').digest('hex')

/**
 * Expire cache tags now, so that the next request renders fresh (publish → visible at once).
 * Inside a request (admin save, REST, server action) Next's revalidateTag does it directly; outside
 * one (scheduled jobs, scripts) it throws, and we ask the running server's endpoint instead.
 */
export async function expireTags(tagList: string[]): Promise<void> {
  const unique = [...new Set(tagList)]
  if (unique.length === 0) return
  bus.emit('tags', unique)
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
}
