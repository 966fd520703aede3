import { POPUP_KEYS } from '@/lib/popups/store'
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

/** No popup or sign-up modal in a visit's first seconds: the visitor came to read something. */
export const FIRST_SECONDS = 15

/** Why a dialog that is due waits, for the runner's reports. */
export type WaitReason = 'another dialog' | 'first seconds' | 'form in use' | 'sign-up form in view'

/** When this visit (this tab's session) began: set on its first page, kept across its pages. */
export function visitStartedAt(now = Date.now()): number {
  try {
    const stored = Number(sessionStorage.getItem(POPUP_KEYS.visitStart))
    if (stored > 0 && stored <= now) return stored
    sessionStorage.setItem(POPUP_KEYS.visitStart, String(now))
  } catch {
    // No session storage: each page counts as a visit's start.
  }
  return now
}

const TYPED = 'input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select'

/** A field the visitor changed from what the page gave it. */
function changed(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected)
  return false
}

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect()
  return element.getClientRects().length > 0 && rect.bottom > 0 && rect.top < window.innerHeight
}

/**
 * What keeps a due dialog from showing now, or null: another dialog or the cookie banner; the
 * visit's first seconds; a form being filled (a field focused or changed, errors showing); and,
 * for a dialog that carries the newsletter form, a sign-up form already on screen.
 */
export function blockerOf(newsletter: boolean, now = Date.now()): WaitReason | null {
  if (otherDialogOpen()) return 'another dialog'
  if (now - visitStartedAt(now) < FIRST_SECONDS * 1000) return 'first seconds'
  const focused = document.activeElement
  if (focused?.matches(TYPED) && focused.closest('form')) return 'form in use'
  for (const form of document.forms) {
    if (form.closest('dialog')) continue
    if (form.querySelector('[aria-invalid="true"]')) return 'form in use'
    if ([...form.querySelectorAll(TYPED)].some(changed)) return 'form in use'
  }
  if (newsletter && [...document.querySelectorAll('form[data-newsletter-form]')].some(inView)) {
    return 'sign-up form in view'
  }
  return null
}

/**
 * Runs `show` as soon as nothing keeps it back (`blockerOf`), checked every second. `prepare`
 * (loading the dialog's code, asking whether the member subscribes) runs first and takes a moment,
 * in which another dialog may open: the check is made again after it. `onWait` is told each new
 * reason to wait. Returns a cancel.
 */
export function whenClear(
  { newsletter }: { newsletter: boolean },
  prepare: () => Promise<unknown>,
  show: () => void,
  onWait?: (reason: WaitReason) => void,
): () => void {
  let stopped = false
  let told: WaitReason | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = async () => {
    let reason = blockerOf(newsletter)
    if (!reason) {
      await prepare()
      if (stopped) return
      reason = blockerOf(newsletter)
      if (!reason) return show()
    }
    if (stopped) return
    if (reason !== told) onWait?.(reason)
    told = reason
    timer = setTimeout(() => void attempt(), 1000)
  }
  void attempt()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
