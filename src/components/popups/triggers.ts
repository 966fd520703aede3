import type { ModalTriggers } from '@/components/popups/types'

/**
 * Calls `fire` once, on the first of the triggers that are on: a delay on the page, a scroll
 * depth, or (on devices with a fine pointer) the pointer leaving the window through its top edge.
 * Returns the function that stops watching.
 */
export function watchTriggers({ delaySeconds, scrollPercent, exitIntent }: ModalTriggers, fire: () => void) {
  const stops: (() => void)[] = []
  const stop = () => stops.splice(0).forEach((undo) => undo())
  const once = () => {
    stop()
    fire()
  }
  if (delaySeconds > 0) {
    const timer = setTimeout(once, delaySeconds * 1000)
    stops.push(() => clearTimeout(timer))
  }
  if (scrollPercent > 0) {
    const onScroll = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight
      if (room > 0 && (window.scrollY / room) * 100 >= scrollPercent) once()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    stops.push(() => window.removeEventListener('scroll', onScroll))
  }
  if (exitIntent && window.matchMedia('(hover: hover) and (pointer: fine)').matches) {
    const onOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) once()
    }
    document.addEventListener('mouseout', onOut)
    stops.push(() => document.removeEventListener('mouseout', onOut))
  }
  return stop
}

/** The cookie banner, or any open dialog (consent settings, share, sign-in, another popup). */
export function otherDialogOpen(): boolean {
  const banner = document.querySelector('[data-cookie-banner]')
  if (banner && banner.getClientRects().length > 0) return true
  return document.querySelector('dialog[open], [aria-modal="true"]') !== null
}

/**
 * Runs `show` as soon as nothing else is on screen, checked every second. `prepare` (loading the
 * dialog's code, asking whether the member subscribes) runs first and takes a moment, in which
 * another dialog may open: the check is made again after it. `onWait` is told once when it has to
 * wait. Returns a cancel.
 */
export function whenClear(prepare: () => Promise<unknown>, show: () => void, onWait?: () => void): () => void {
  let stopped = false
  let waited = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = async () => {
    if (!otherDialogOpen()) {
      await prepare()
      if (stopped) return
      if (!otherDialogOpen()) return show()
    }
    if (stopped) return
    if (!waited) onWait?.()
    waited = true
    timer = setTimeout(() => void attempt(), 1000)
  }
  void attempt()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
