import { describe, expect, it } from 'vitest'

import { isWithinWindow, nextBoundary } from '@/blocks/time-limited/window'

const start = '2030-03-01T09:00:00.000Z'
const end = '2030-03-08T17:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('isWithinWindow', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithinWindow({ startsAt: start, endsAt: end }, at(start))).toBe(true)
    expect(isWithinWindow({ startsAt: start, endsAt: end }, at('2030-03-08T16:59:59.999Z'))).toBe(true)
    expect(isWithinWindow({ startsAt: start, endsAt: end }, at(end))).toBe(false)
    expect(isWithinWindow({ startsAt: start, endsAt: end }, at('2030-03-01T08:59:59.999Z'))).toBe(false)
  })

  it('treats a missing bound as open on that side', () => {
    expect(isWithinWindow({ endsAt: end }, at('1999-01-01T00:00:00.000Z'))).toBe(true)
    expect(isWithinWindow({ startsAt: null, endsAt: end }, at(end))).toBe(false)
    expect(isWithinWindow({ startsAt: start }, at('2099-01-01T00:00:00.000Z'))).toBe(true)
    expect(isWithinWindow({ startsAt: start, endsAt: null }, at('2030-02-28T00:00:00.000Z'))).toBe(false)
    expect(isWithinWindow({}, at('2030-01-01T00:00:00.000Z'))).toBe(true)
  })
})

describe('nextBoundary', () => {
  it('is the start before the window, the end inside it, and null after it', () => {
    expect(nextBoundary({ startsAt: start, endsAt: end }, at('2030-02-01T00:00:00.000Z'))).toEqual(at(start))
    expect(nextBoundary({ startsAt: start, endsAt: end }, at(start))).toEqual(at(end))
    expect(nextBoundary({ startsAt: start, endsAt: end }, at(end))).toBeNull()
  })

  it('skips missing bounds', () => {
    expect(nextBoundary({ startsAt: start }, at('2030-02-01T00:00:00.000Z'))).toEqual(at(start))
    expect(nextBoundary({ startsAt: start }, at('2030-04-01T00:00:00.000Z'))).toBeNull()
    expect(nextBoundary({ endsAt: end }, at('2030-02-01T00:00:00.000Z'))).toEqual(at(end))
    expect(nextBoundary({ startsAt: null, endsAt: null }, at('2030-02-01T00:00:00.000Z'))).toBeNull()
  })
})
