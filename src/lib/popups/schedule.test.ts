import { describe, expect, it } from 'vitest'

import { schedule } from '@/lib/popups/schedule'

const now = new Date('2030-05-10T12:00:00.000Z')
const iso = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3600_000).toISOString()

describe('schedule', () => {
  it('keeps the popups in their window and names the next start or end', () => {
    const always = { id: 'always', startsAt: null }
    const running = { id: 'running', startsAt: iso(-1), endsAt: iso(5) }
    const later = { id: 'later', startsAt: iso(2), endsAt: iso(3) }
    const over = { id: 'over', startsAt: iso(-5), endsAt: iso(-1) }
    const { live, next } = schedule([always, running, later, over], now)
    expect(live.map((p) => p.id)).toEqual(['always', 'running'])
    expect(next?.toISOString()).toBe(iso(2))
  })

  it('starts at the start and stops at the end', () => {
    expect(schedule([{ startsAt: now.toISOString() }], now).live).toHaveLength(1)
    expect(schedule([{ endsAt: now.toISOString() }], now).live).toHaveLength(0)
  })

  it('has no next moment when nothing will change', () => {
    expect(schedule([{}, { startsAt: iso(-3) }, { endsAt: iso(-1) }], now).next).toBeNull()
  })
})
