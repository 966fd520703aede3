import { describe, expect, it } from 'vitest'

import { byStatus, giveawayStatus } from '@/collections/giveaways/status'
import { pickIndex } from '@/server/giveaways/pick'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-12-01T12:00:00Z')
const at = (days: number) => new Date(NOW + days * DAY).toISOString()
const g = (title: string, opens: number, closes: number, extra = {}) => ({
  title,
  startsAt: at(opens),
  endsAt: at(closes),
  ...extra,
})

describe('the giveaways list order', () => {
  it('puts open ones first (closing soonest first), then upcoming (opening soonest), then past (newest first)', () => {
    const list = [
      g('past, long ago', -60, -30),
      g('upcoming, later', 10, 20),
      g('open, closes later', -5, 9),
      g('past, announced', -20, -2, { winner: { name: 'Priya' } }),
      g('upcoming, sooner', 2, 20),
      g('disabled', -1, 5, { disabled: true }),
      g('open, closes sooner', -5, 1),
    ]
    expect(byStatus(list, NOW).map((x) => x.title)).toEqual([
      'open, closes sooner',
      'open, closes later',
      'upcoming, sooner',
      'upcoming, later',
      'disabled',
      'past, announced',
      'past, long ago',
    ])
    expect(giveawayStatus(list[3], NOW)).toBe('winner-announced')
  })
})

describe('the winner pick', () => {
  it('is the same for the same seed and count', () => {
    expect(pickIndex('5f1c0a', 17)).toBe(pickIndex('5f1c0a', 17))
    expect(pickIndex('anything', 1)).toBe(0)
  })

  it('is uniform over the entries (6 entries, 12,000 seeds: each within 10% of its share)', () => {
    const counts = new Array<number>(6).fill(0)
    for (let i = 0; i < 12_000; i++) counts[pickIndex(`seed-${i}`, 6)]++
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(200)
  })

  it('refuses a draw without entries', () => {
    expect(() => pickIndex('x', 0)).toThrow('A draw needs at least one entry.')
  })
})
