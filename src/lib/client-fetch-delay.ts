/** After a server-rendered page loads, client data fetches wait this long. */
export const CLIENT_FETCH_DELAY_MS = 100

// Fetches fired during hydration compete with the page's own scripts, images and fonts;
// waiting out the load keeps them off the critical path (LCP, TBT) at no cost to later fetches.
let open = typeof window === 'undefined' // nothing to wait for on the server
let gate: Promise<void> | null = null

/**
 * Resolves CLIENT_FETCH_DELAY_MS after the page's load event for fetches started during the
 * first load; at once for fetches started later (after a client-side navigation, or once that
 * delay has passed).
 */
export function afterHydrationDelay(): Promise<void> {
  if (open) return Promise.resolve()
  gate ??= new Promise<void>((resolve) => {
    const release = () => {
      window.setTimeout(() => {
        open = true
        resolve()
      }, sinceLoadRemaining())
    }
    if (document.readyState === 'complete') release()
    else window.addEventListener('load', release, { once: true })
  })
  return gate
}

/** A client-side navigation ends the first load: whatever it fetches need not wait. */
export function markClientNavigation() {
  open = true
}

/** What is left of the delay, counted from the load event when the browser recorded it. */
function sinceLoadRemaining(): number {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const loadEnd = (entry as PerformanceNavigationTiming | undefined)?.loadEventEnd
  if (!loadEnd) return CLIENT_FETCH_DELAY_MS
  return Math.max(0, loadEnd + CLIENT_FETCH_DELAY_MS - performance.now())
}
