// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_COOKIE } from '@/lib/consent/cookie'
import {
  acceptAllChoices,
  defaultChoices,
  getConsent,
  globalPrivacyControl,
  hasConsent,
  onConsentChange,
  setConsent,
} from '@/lib/consent/store'

const clearCookie = () => (document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`)
const withGpc = (value: unknown) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })

describe('consent store', () => {
  afterEach(() => {
    clearCookie()
    Reflect.deleteProperty(navigator, 'globalPrivacyControl')
  })

  it('knows nothing before a choice: only necessary cookies are allowed', () => {
    expect(getConsent()).toBeNull()
    expect(hasConsent('necessary')).toBe(true)
    expect(hasConsent('analytics')).toBe(false)
    expect(hasConsent('advertising')).toBe(false)
    expect(defaultChoices()).toEqual({ analytics: false, advertising: false, social: false })
  })

  it('stores a choice in the cookie and reads it back', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] })
    setConsent({ analytics: false, advertising: true, social: false })
    vi.useRealTimers()
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v=1&analytics=0&advertising=1&social=0&at=1795514400`)
    expect(getConsent()).toEqual({
      analytics: false,
      advertising: true,
      social: false,
      chosenAt: new Date('2026-11-24T10:00:00Z'),
    })
    expect(hasConsent('advertising')).toBe(true)
    expect(hasConsent('social')).toBe(false)
    expect(defaultChoices()).toMatchObject({ advertising: true })
  })

  it('treats a cookie from an older version, or a broken one, as no choice', () => {
    document.cookie = `${CONSENT_COOKIE}=v=0&analytics=1&advertising=1&social=1&at=1763978400; Path=/`
    expect(getConsent()).toBeNull()
    expect(hasConsent('analytics')).toBe(false)
    document.cookie = `${CONSENT_COOKIE}=whatever; Path=/`
    expect(getConsent()).toBeNull()
  })

  it('tells listeners about every new choice until they stop listening', () => {
    const listener = vi.fn()
    const stop = onConsentChange(listener)
    setConsent({ analytics: true, advertising: false, social: true })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0][0]).toMatchObject({ analytics: true, advertising: false, social: true })
    stop()
    setConsent({ analytics: false, advertising: false, social: false })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('leaves advertising out of "Accept all" when the browser sends Global Privacy Control', () => {
    expect(globalPrivacyControl()).toBe(false)
    expect(acceptAllChoices()).toEqual({ analytics: true, advertising: true, social: true })
    withGpc(true)
    expect(globalPrivacyControl()).toBe(true)
    expect(acceptAllChoices()).toEqual({ analytics: true, advertising: false, social: true })
    withGpc('1') // only the boolean true is the signal
    expect(globalPrivacyControl()).toBe(false)
  })
})
