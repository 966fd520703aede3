import { describe, expect, it } from 'vitest'

import { clockDuration, spokenDuration } from '@/lib/durations'

describe('video lengths', () => {
  it('show as a clock on cards', () => {
    expect([5, 75, 600, 3600, 3725].map(clockDuration)).toEqual(['0:05', '1:15', '10:00', '1:00:00', '1:02:05'])
  })

  it('read as words for screen readers', () => {
    expect([1, 75, 3600, 3725].map(spokenDuration)).toEqual([
      '1 second',
      '1 minute 15 seconds',
      '1 hour',
      '1 hour 2 minutes 5 seconds',
    ])
  })
})
