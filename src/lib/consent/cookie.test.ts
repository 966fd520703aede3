import { describe, expect, it } from 'vitest'

import {
  CONSENT_COOKIE,
  consentCookieString,
  decodeConsent,
  encodeConsent,
  readConsentCookie,
} from '@/lib/consent/cookie'

const AT = new Date('2026-11-24T10:00:00Z')
const CHOICES = { analytics: false, advertising: true, social: false }

describe('consent cookie', () => {
  it('round-trips the choices and the time they were made, to the second', () => {
    const value = encodeConsent(CHOICES, AT)
    expect(value).toBe(`v=1&analytics=0&advertising=1&social=0&at=${AT.getTime() / 1000}`)
    expect(decodeConsent(value)).toEqual({ ...CHOICES, chosenAt: AT })
  })

  it('keeps to characters a cookie value may hold unquoted', () => {
    expect(encodeConsent(CHOICES, AT)).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/)
  })

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['garbage', '%%%{not consent}'],
    ['JSON', '{"analytics":true}'],
    ['an older version', 'v=0&analytics=1&advertising=1&social=1&at=1764000000'],
    ['a newer version', 'v=2&analytics=1&advertising=1&social=1&at=1764000000'],
    ['a missing category', 'v=1&analytics=1&social=1&at=1764000000'],
    ['a flag that is not 0 or 1', 'v=1&analytics=yes&advertising=1&social=1&at=1764000000'],
    ['no time', 'v=1&analytics=1&advertising=1&social=1'],
    ['a time that is not a number', 'v=1&analytics=1&advertising=1&social=1&at=soon'],
  ])('counts %s as not chosen yet', (_, value) => {
    expect(decodeConsent(value)).toBeNull()
  })

  it('finds its value among other cookies', () => {
    const header = `apollo-token=abc; ${CONSENT_COOKIE}=${encodeConsent(CHOICES, AT)}; theme=dark`
    expect(readConsentCookie(header)).toEqual({ ...CHOICES, chosenAt: AT })
    expect(readConsentCookie('apollo-token=abc')).toBeNull()
    expect(readConsentCookie('')).toBeNull()
  })

  it('lives a year on the whole site, SameSite=Lax, Secure only when asked', () => {
    const plain = consentCookieString(CHOICES, AT, false)
    expect(plain).toBe(`${CONSENT_COOKIE}=${encodeConsent(CHOICES, AT)}; Max-Age=31536000; Path=/; SameSite=Lax`)
    expect(consentCookieString(CHOICES, AT, true)).toBe(`${plain}; Secure`)
  })
})
