/** The longest a view transition may hold the old page on screen while the new one loads. */
export const TRANSITION_TIMEOUT_MS = 1000

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms))

function canAnimate(): boolean {
  return (
    typeof document.startViewTransition === 'function' &&
    document.visibilityState === 'visible' &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * The old page leaves before the new one enters: the browser snapshots the old page,
 * then `navigate` runs and the snapshot animates out while the new page, once `rendered`
 * resolves, animates in (keyframes in globals.css). Returns false, having done nothing, when
 * there is no animation to run; never throws, and never holds the navigation for more than
 * TRANSITION_TIMEOUT_MS.
 */
export function navigateWithTransition(navigate: () => void, rendered: () => Promise<void>): boolean {
  if (!canAnimate()) return false
  let navigated = false
  const go = () => {
    if (navigated) return
    navigated = true
    navigate()
  }
  try {
    const transition = document.startViewTransition(() => {
      go()
      return Promise.race([rendered(), wait(TRANSITION_TIMEOUT_MS)])
    })
    // A skipped transition (another navigation, a hidden tab) rejects these: that is not an error.
    for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone]) {
      settled.catch(() => undefined)
    }
  } catch {
    return false
  }
  window.setTimeout(go, TRANSITION_TIMEOUT_MS) // in case the browser never runs the update callback
  return true
}
