import { describe, expect, it } from 'vitest'

import { secondsOf } from '@/server/video-import/duration'

describe('secondsOf', () => {
  it('reads the durations the platform writes', () => {
    expect(secondsOf('PT1M15S')).toBe(75)
    expect(secondsOf('PT2H')).toBe(7200)
    expect(secondsOf('PT45S')).toBe(45)
    expect(secondsOf('P1DT1S')).toBe(86_401)
    expect(secondsOf('P1W')).toBe(604_800)
    expect(secondsOf('PT1.6S')).toBe(2)
  })

  it('reads a live stream’s P0D as 0 and refuses what is no duration', () => {
    expect(secondsOf('P0D')).toBe(0)
    for (const text of ['', 'P', 'PT', '1:15', 'PT1M15', 'pt1m']) expect(secondsOf(text)).toBeNull()
  })
})
