/**
 * The `staffroom-consent` cookie: what a visitor chose about optional cookies, in a form the
 * server can read too (a query string: `v=1&analytics=0&advertising=1&social=0&at=1764000000`,
 * all characters a cookie value may hold without quoting). Pure functions: no `document` here.
 */

export const CONSENT_COOKIE = 'staffroom-consent'

/** Dispatched on window after every change of the choice (src/lib/consent/store.ts). */
export const CONSENT_EVENT = 'staffroom-consent-change'

/** Raise when the categories or their meaning change: older choices then count as not made. */
export const CONSENT_VERSION = 1

/** A year, the longest regulators expect a choice to be remembered before asking again. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

/** Categories a visitor may turn on or off; `necessary` is always on and so not stored. */
export const OPTIONAL_CATEGORIES = ['analytics', 'advertising', 'social'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentCategory = 'necessary' | OptionalCategory

export type Choices = Record<OptionalCategory, boolean>
export type Consent = Choices & { chosenAt: Date }

export function encodeConsent(choices: Choices, chosenAt: Date): string {
  const params = new URLSearchParams({ v: String(CONSENT_VERSION) })
  for (const category of OPTIONAL_CATEGORIES) params.set(category, choices[category] ? '1' : '0')
  params.set('at', String(Math.floor(chosenAt.getTime() / 1000)))
  return params.toString()
}

/** Anything but a complete value of the current version is "not chosen yet" (null). */
export function decodeConsent(value: string | null | undefined): Consent | null {
  if (!value) return null
  const params = new URLSearchParams(value)
  if (params.get('v') !== String(CONSENT_VERSION)) return null
  const at = params.get('at') ?? ''
  if (!/^\d{1,12}$/.test(at)) return null
  const choices: Partial<Choices> = {}
  for (const category of OPTIONAL_CATEGORIES) {
    const flag = params.get(category)
    if (flag !== '0' && flag !== '1') return null
    choices[category] = flag === '1'
  }
  return { ...(choices as Choices), chosenAt: new Date(Number(at) * 1000) }
}

/** The consent cookie's value out of a Cookie header or `document.cookie`. */
export function readConsentCookie(cookieHeader: string): Consent | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=')
    if (name === CONSENT_COOKIE) return decodeConsent(rest.join('='))
  }
  return null
}

/** The Set-Cookie / `document.cookie` string; Secure only over https, where the browser keeps it. */
export function consentCookieString(choices: Choices, chosenAt: Date, secure: boolean): string {
  const attributes = [`Max-Age=${CONSENT_MAX_AGE}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return [`${CONSENT_COOKIE}=${encodeConsent(choices, chosenAt)}`, ...attributes].join('; ')
}
