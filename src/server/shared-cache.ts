import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * What a shared cache (a CDN, a caching proxy) may keep of a page. Next answers a page it renders
 * once and then revalidates by tag with `s-maxage=31536000`: its own cache is expired by tag when an
 * editor publishes, but a CDN knows nothing of tags and would keep the old page — or a 404 for a
 * slug published since — for a year. So:
 * - an error answer (4xx, 5xx) is never kept, whatever it says (public, max-age, s-maxage);
 * - a page is kept a minute, and served stale for five more while the CDN fetches it again; also
 *   a page whose render set its own lifetime past a minute (revalidateAt: a countdown, a giveaway
 *   that opens in a week), which an editor's publish must still reach within the minute; a shorter
 *   lifetime stays, served stale for five minutes at most.
 * Other answers that say something else (no-store, immutable static files, media) pass unchanged.
 */
const STALE_SECONDS = 300
export const PAGE_CACHE = `public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_SECONDS}`

export function sharedCachePolicy(status: number, cacheControl: string): string {
  // An error is never kept: next.config.ts gives every file route `public, max-age=3600`, and
  // Payload's own errors there (403, 404) kept it, so a 404 for a file uploaded a minute later
  // stayed in every cache for an hour.
  if (status >= 400) return /\b(public|max-age|s-maxage)\b/.test(cacheControl) ? 'no-store' : cacheControl
  if (!/\bs-maxage=/.test(cacheControl)) return cacheControl
  const seconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1])
  if (seconds > 60) return PAGE_CACHE
  // A shorter lifetime stays, with Next's stale window (the rest of a year) cut to five minutes: a
  // page that changes at a moment (a countdown ends) is not served from before it much later.
  return cacheControl.replace(/\bstale-while-revalidate=(\d+)/, (all, s: string) =>
    Number(s) > STALE_SECONDS ? `stale-while-revalidate=${STALE_SECONDS}` : all,
  )
}

/**
 * `stale-while-revalidate` in Cache-Control binds browsers too: with `max-age=0` Chrome answers a
 * reload — or the client router's refresh after "the show list changed" — from its own copy for
 * five minutes, and fetches the new one only in the background. The stale window is meant for
 * shared caches, so it moves to CDN-Cache-Control (RFC 9213, read by CDNs), with the shared
 * lifetime as its max-age; Cache-Control keeps `s-maxage` for any shared cache and tells browsers to
 * ask every time. Answers without `s-maxage` (files) keep their window: a file rarely changes.
 */
export function splitStaleWindow(policy: string): { cacheControl: string; cdnCacheControl?: string } {
  const shared = /\bs-maxage=(\d+)/.exec(policy)?.[1]
  const stale = /\bstale-while-revalidate=(\d+)/.exec(policy)?.[1]
  if (shared === undefined || stale === undefined) return { cacheControl: policy }
  return {
    cacheControl: policy.replace(/,?\s*stale-while-revalidate=\d+/, '').replace(/^\s*,\s*/, ''),
    cdnCacheControl: `max-age=${shared}, stale-while-revalidate=${stale}`,
  }
}

/** What a page a shared cache may keep says on the wire (PAGE_CACHE, split by splitStaleWindow). */
export const PAGE_CACHE_CONTROL = splitStaleWindow(PAGE_CACHE).cacheControl

/**
 * An API answer to a request that carries an account's credentials (the session cookie, an
 * Authorization header) may hold what only that account may read: an editor's fetch of a form
 * attachment or of an unpublished episode's audio answers with the file route's usual
 * `public, max-age=3600`, which a shared cache would then hand to anyone. Such an answer is the
 * caller's own: `private`, and no shared lifetime.
 */
export function personalPolicy(cacheControl: string): string {
  return cacheControl
    .replace(/\bpublic\b/, 'private')
    .replace(/,?\s*s-maxage=\d+/, '')
    .replace(/^\s*,\s*/, '')
}

const API = /^\/api(\/|\?|$)/
export const carriesCredentials = (req: IncomingMessage) =>
  Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
/** Next's draft mode (an editor's preview): its pages hold drafts. */
export const inDraftMode = (req: IncomingMessage) => /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')

/** Addresses Next serves that are not pages: its files and routes, the CMS, the APIs. */
export const NOT_PAGES = /^\/(_next|api|admin|next|graphql)(\/|\?|$)/

/**
 * Pages that render something for one visitor on the server — the newsletter's links show whose
 * address they confirm or unsubscribe — and so are never kept by a shared cache. Every other page
 * renders the same for everyone (members' own things load in the browser, over GraphQL): a page
 * that starts to read a visitor's cookie, token or link on the server belongs here
 * (shared-cache.test.ts looks for the ways pages do that).
 */
export const PERSONAL_PAGES: readonly RegExp[] = [/^\/newsletter\/(confirm|unsubscribe)(\/|\?|$)/]

/** What Next says of a page it rendered for this request: no cache may keep it. */
const RENDERED_PER_REQUEST = /\bprivate\b.*\bno-store\b/

/**
 * A page rendered per request because of its query string (a list's page 2, a filter, the tour,
 * search) is the same for every anonymous visitor outside draft mode: it answers like the pages
 * Next renders once, so a shared cache (the shipped nginx, a CDN) can hold it through a spike.
 */
function sharedPage(req: IncomingMessage, status: number, cacheControl: string, setsCookie: boolean): boolean {
  const url = req.url ?? '/'
  return (
    status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    RENDERED_PER_REQUEST.test(cacheControl) &&
    !setsCookie &&
    !NOT_PAGES.test(url) &&
    !PERSONAL_PAGES.some((page) => page.test(url)) &&
    !carriesCredentials(req) &&
    !inDraftMode(req)
  )
}

/**
 * Applies sharedCachePolicy when the response's head is written (Next writes it, or Node does),
 * personalPolicy to an API answer given to a caller with credentials, and PAGE_CACHE to a page an
 * anonymous visitor's query string made Next render per request.
 */
export function limitSharedCaching(res: ServerResponse, req?: IncomingMessage) {
  const personal = req !== undefined && API.test(req.url ?? '/') && carriesCredentials(req)
  const writeHead = res.writeHead.bind(res)
  res.writeHead = ((...args: Parameters<ServerResponse['writeHead']>) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const current = res.getHeader('cache-control')
    if (typeof current === 'string') {
      const setsCookie = res.hasHeader('set-cookie') || headersOf(args).some(([name]) => /^set-cookie$/i.test(name))
      const shared =
        req !== undefined && sharedPage(req, status, current, setsCookie)
          ? PAGE_CACHE
          : sharedCachePolicy(status, current)
      const { cacheControl, cdnCacheControl } = splitStaleWindow(personal ? personalPolicy(shared) : shared)
      res.setHeader('cache-control', cacheControl)
      if (cdnCacheControl) res.setHeader('cdn-cache-control', cdnCacheControl)
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

/** The headers passed to writeHead itself (an object or a flat [name, value, …] list), as pairs. */
function headersOf(args: Parameters<ServerResponse['writeHead']>): [string, unknown][] {
  const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null)
  if (Array.isArray(headers)) {
    const pairs: [string, unknown][] = []
    for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), headers[i + 1]])
    return pairs
  }
  return headers ? Object.entries(headers) : []
}
