/** Paths served outside the App Router: following them is a download or a full page load. */
const NOT_A_PAGE = /^\/(?:api|admin|graphql|_next)(?:\/|$)|\.[a-z0-9]+$/i

/**
 * The link an unmodified left click sends to another page of this app, or null when the click
 * is the browser's business (new tab, download, other site, a jump within the same page).
 */
export function navigationTarget(event: MouseEvent, current: URL): { url: URL; anchor: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null

  const url = new URL(anchor.href, current)
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null
  if (routeKey(url) === routeKey(current)) return null
  return { url, anchor }
}

/**
 * What the App Router treats as "the route": path and query, never the hash. The query goes
 * through URLSearchParams so that `?q=a%20b` and useSearchParams' `q=a+b` compare equal.
 */
export function routeKey(url: { pathname: string; search: string }): string {
  const query = new URLSearchParams(url.search).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}
