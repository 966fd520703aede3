import type { ServerResponse } from 'node:http'

/**
 * What a shared cache (a CDN, a caching proxy) may keep of a page. Next answers a page it renders
 * once and then revalidates by tag with `s-maxage=31536000`: its own cache is expired by tag when an
 * editor publishes, but a CDN knows nothing of tags and would keep the old page — or a 404 for a
 * slug published since — for a year. So:
 * - an error answer (4xx, 5xx) is never kept;
 * - a page is kept a minute, and served stale for five more while the CDN fetches it again; also
 *   a page whose render set its own lifetime past a minute (revalidateAt: a countdown, a giveaway
 *   that opens in a week), which an editor's publish must still reach within the minute; a shorter
 *   lifetime stays, served stale for five minutes at most.
 * Answers that say something else (no-store, immutable static files, media) pass unchanged.
 */
const STALE_SECONDS = 300
export const PAGE_CACHE = `public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_SECONDS}`

export function sharedCachePolicy(status: number, cacheControl: string): string {
  if (!/\bs-maxage=/.test(cacheControl)) return cacheControl
  if (status >= 400) return 'no-store'
  const seconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1])
  if (seconds > 60) return PAGE_CACHE
  // A shorter lifetime stays, with Next's stale window (the rest of a year) cut to five minutes: a
  // page that changes at a moment (a countdown ends) is not served from before it much later.
  return cacheControl.replace(/\bstale-while-revalidate=(\d+)/, (all, s: string) =>
    Number(s) > STALE_SECONDS ? `stale-while-revalidate=${STALE_SECONDS}` : all,
  )
}

/** Applies sharedCachePolicy when the response's head is written (Next writes it, or Node does). */
export function limitSharedCaching(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res)
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const current = res.getHeader('cache-control')
    if (typeof current === 'string') res.setHeader('cache-control', sharedCachePolicy(status, current))
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
