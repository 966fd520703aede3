import { describe, expect, it } from 'vitest'

import { remaining, TICK_MS } from '@/blocks/timer/countdown'

const end = new Date('2030-06-01T12:00:00.000Z')
const before = (ms: number) => end.getTime() - ms

describe('remaining', () => {
  it('ticks every second', () => {
    expect(TICK_MS).toBe(1000)
  })

  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
    expect(remaining(end, before(ms))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false })
    expect(remaining(end.toISOString(), new Date(before(ms)))).toEqual(remaining(end, before(ms)))
  })

  it('rounds a partial second up, so zero is shown only when done', () => {
    expect(remaining(end, before(1))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, done: false })
    expect(remaining(end, before(59_999))).toMatchObject({ minutes: 1, seconds: 0, done: false })
  })

  it('stops at zero and stays there', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }
    expect(remaining(end, end)).toEqual(zero)
    expect(remaining(end, before(-TICK_MS))).toEqual(zero)
    expect(remaining(end, before(-365 * 24 * 3600 * 1000))).toEqual(zero)
  })

  it('counts an unreadable date as ended', () => {
    expect(remaining('not a date', end).done).toBe(true)
  })
})
