import { describe, expect, it } from 'vitest'

import { choosePopup, DAY_MS, isDue, modalDue, type PopupRhythm } from '@/lib/popups/frequency'

const NOW = Date.parse('2030-05-10T12:00:00.000Z')
const popup = (over: Partial<PopupRhythm> = {}): PopupRhythm => ({ id: 1, revision: 1, frequency: 'once', ...over })

describe('isDue', () => {
  it('shows a popup never closed', () => {
    for (const frequency of ['once', 'days', 'session'] as const) {
      expect(isDue(popup({ frequency }), undefined, undefined, NOW)).toBe(true)
    }
  })

  it('once: never again after closing, until the editor raises the revision', () => {
    expect(isDue(popup(), { rev: 1, at: NOW - 400 * DAY_MS }, undefined, NOW)).toBe(false)
    expect(isDue(popup({ revision: 2 }), { rev: 1, at: NOW - 1000 }, undefined, NOW)).toBe(true)
  })

  it('days: again once the days have passed since closing', () => {
    const weekly = popup({ frequency: 'days', days: 7 })
    expect(isDue(weekly, { rev: 1, at: NOW - 7 * DAY_MS + 1 }, undefined, NOW)).toBe(false)
    expect(isDue(weekly, { rev: 1, at: NOW - 7 * DAY_MS }, undefined, NOW)).toBe(true)
    expect(isDue({ ...weekly, revision: 2 }, { rev: 1, at: NOW }, undefined, NOW)).toBe(true)
  })

  it('session: once per browser session and revision', () => {
    const visit = popup({ frequency: 'session' })
    expect(isDue(visit, { rev: 1, at: NOW }, undefined, NOW)).toBe(true)
    expect(isDue(visit, undefined, 1, NOW)).toBe(false)
    expect(isDue({ ...visit, revision: 3 }, undefined, 1, NOW)).toBe(true)
  })
})

describe('modalDue', () => {
  it('shows the modal at most once in N days', () => {
    expect(modalDue(null, 14, NOW)).toBe(true)
    expect(modalDue(NOW - 14 * DAY_MS + 1, 14, NOW)).toBe(false)
    expect(modalDue(NOW - 14 * DAY_MS, 14, NOW)).toBe(true)
    expect(modalDue(NOW - DAY_MS, 0, NOW)).toBe(true) // fewer than one day counts as one
  })
})

describe('choosePopup', () => {
  const a = { ...popup({ id: 'a' }), priority: 1 }
  const b = { ...popup({ id: 'b' }), priority: 5 }
  const ended = { ...popup({ id: 'c' }), priority: 9, endsAt: new Date(NOW).toISOString() }
  const none = { local: {}, session: {} }

  it('picks the highest priority among the due ones for the path, never an ended one', () => {
    expect(choosePopup([a, b, ended], () => true, none, NOW)?.id).toBe('b')
    expect(choosePopup([a, b], (p) => p.id === 'a', none, NOW)?.id).toBe('a')
    expect(choosePopup([a, b], () => true, { local: { b: { rev: 1, at: NOW } }, session: {} }, NOW)?.id).toBe('a')
    expect(choosePopup([ended], () => true, none, NOW)).toBeUndefined()
  })
})
