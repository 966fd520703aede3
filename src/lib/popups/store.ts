import type { Dismissal } from '@/lib/popups/frequency'

/** What the browser remembers: closed popups, when the sign-up modal showed, a sign-up made here. */
export const POPUP_KEYS = {
  dismissed: 'staffroom-popups',
  session: 'staffroom-popups-session',
  modalShown: 'staffroom-newsletter-modal',
  subscribed: 'staffroom-newsletter-subscribed',
  /** When this tab's visit began (session storage): no dialog in its first seconds. */
  visitStart: 'staffroom-visit-start',
} as const

type Area = 'localStorage' | 'sessionStorage'

// Storage can be missing or refuse (private modes, full quota): then nothing is remembered.
function read<T>(area: Area, key: string): T | null {
  try {
    const raw = window[area].getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

function write(area: Area, key: string, value: unknown) {
  try {
    window[area].setItem(key, JSON.stringify(value))
  } catch {
    // Not remembered: the visitor may see it again, which is harmless.
  }
}

type Dismissals = Record<string, Dismissal>

export const dismissals = () => read<Dismissals>('localStorage', POPUP_KEYS.dismissed) ?? {}
export const sessionDismissals = () => read<Record<string, number>>('sessionStorage', POPUP_KEYS.session) ?? {}

export function rememberDismissal(id: number | string, rev: number, now = Date.now()) {
  write('localStorage', POPUP_KEYS.dismissed, { ...dismissals(), [id]: { rev, at: now } })
  write('sessionStorage', POPUP_KEYS.session, { ...sessionDismissals(), [id]: rev })
}

export const modalLastShown = () => read<number>('localStorage', POPUP_KEYS.modalShown)
export const rememberModalShown = (now = Date.now()) => write('localStorage', POPUP_KEYS.modalShown, now)

/** Set by the newsletter form on a sign-up: the modal then never asks this browser again. */
export const subscribedHere = () => read<number>('localStorage', POPUP_KEYS.subscribed) !== null
export const rememberSubscribed = (now = Date.now()) => write('localStorage', POPUP_KEYS.subscribed, now)
