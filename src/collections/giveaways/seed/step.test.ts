import { describe, expect, it } from 'vitest'

import { GIVEAWAYS } from '@/collections/giveaways/seed/content'
import { entryWindow } from '@/collections/giveaways/seed/step'

const DAY = 24 * 60 * 60 * 1000
const at = (iso: string) => Date.parse(iso)
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('a demo giveaway’s entry window', () => {
  const summer = GIVEAWAYS.find((g) => g.slug === 'summer-reading-stack')!

  it('opens a seasonal giveaway on its next day, whenever the seed runs', () => {
    expect(day(entryWindow(summer, at('2026-11-28T09:00:00Z'))[0])).toBe('2027-05-15')
    expect(day(entryWindow(summer, at('2026-03-01T09:00:00Z'))[0])).toBe('2026-05-15')
    // Due tomorrow or today: next year's, so that it is still to come.
    expect(day(entryWindow(summer, at('2026-05-15T00:00:00Z'))[0])).toBe('2027-05-15')
  })

  it('keeps the length of its window, and counts the others from the day of the seed', () => {
    const [opens, closes] = entryWindow(summer, at('2026-11-28T09:00:00Z'))
    expect((closes - opens) / DAY).toBe(summer.closes - summer.opens)
    const now = at('2026-11-28T09:00:00Z')
    for (const row of GIVEAWAYS.filter((g) => !g.opensOn))
      expect(entryWindow(row, now)).toEqual([now + row.opens * DAY, now + row.closes * DAY])
  })
})
