/**
 * The visitor's consent in the browser: read from the cookie every time (another tab may have
 * changed it), written back with a year's life, and announced to whoever listens (in the bundle
 * through `onConsentChange`, outside it — the ad loader — by a `CONSENT_EVENT` on window) so they can
 * start or stop without a reload.
 */
import {
  CONSENT_EVENT,
  type Choices,
  type Consent,
  type ConsentCategory,
  consentCookieString,
  readConsentCookie,
} from '@/lib/consent/cookie'

export const REJECT_ALL: Choices = { analytics: false, advertising: false, social: false }

type Listener = (consent: Consent) => void
const listeners = new Set<Listener>()

/** null until the visitor has chosen (or when the stored choice is from an older version). */
export function getConsent(): Consent | null {
  if (typeof document === 'undefined') return null
  return readConsentCookie(document.cookie)
}

export function setConsent(choices: Choices): Consent {
  const chosenAt = new Date()
  document.cookie = consentCookieString(choices, chosenAt, location.protocol === 'https:')
  const consent = { ...choices, chosenAt }
  for (const listener of listeners) listener(consent)
  // For scripts outside the bundle (the ad loader): they read the cookie again.
  window.dispatchEvent(new Event(CONSENT_EVENT))
  return consent
}

/** Strictly necessary cookies need no consent; everything else waits for a yes. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return getConsent()?.[category] ?? false
}

/** Called after every `setConsent`; returns the function that stops listening. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The Global Privacy Control signal: the visitor's browser asks every site not to sell or share
 * their data. It counts as a standing "no" to advertising unless they turn it on themselves.
 */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true
  )
}

/** What the settings start from: the stored choice, else everything off (nothing ticked for them). */
export function defaultChoices(): Choices {
  return getConsent() ?? REJECT_ALL
}

/** "Accept all" — all but advertising when the browser sends GPC (the banner says so). */
export function acceptAllChoices(): Choices {
  return { analytics: true, advertising: !globalPrivacyControl(), social: true }
}
