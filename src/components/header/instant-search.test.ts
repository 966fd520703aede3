import { describe, expect, it } from 'vitest'

import { isAskable, latestOnly, moveActive } from '@/components/header/instant-search'

describe('moving through the instant results', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 4, 1)).toBe(0)
    expect(moveActive(-1, 4, -1)).toBe(3)
  })

  it('moves one step and wraps around at either end', () => {
    expect(moveActive(1, 4, 1)).toBe(2)
    expect(moveActive(3, 4, 1)).toBe(0)
    expect(moveActive(0, 4, -1)).toBe(3)
  })

  it('has nothing to move to without options', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1)
    expect(moveActive(2, 0, -1)).toBe(-1)
  })
})

describe('which words are asked about', () => {
  it('needs two characters besides spaces', () => {
    expect(isAskable('a')).toBe(false)
    expect(isAskable(' a  ')).toBe(false)
    expect(isAskable('ab')).toBe(true)
  })
})

/** A promise settled from outside, to decide the order answers arrive in. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('answers to instant searches', () => {
  it('drops an answer that arrives after a newer question was asked', async () => {
    const latest = latestOnly()
    const slow = deferred<string>()
    const fast = deferred<string>()
    const first = latest.run(() => slow.promise)
    const second = latest.run(() => fast.promise)
    fast.resolve('lamin')
    slow.resolve('la')
    expect(await second).toEqual({ stale: false, value: 'lamin' })
    expect(await first).toEqual({ stale: true })
  })

  it('keeps an answer that is still the newest, and drops it once cancelled', async () => {
    const latest = latestOnly()
    expect(await latest.run(async () => 1)).toEqual({ stale: false, value: 1 })
    const pending = deferred<number>()
    const asked = latest.run(() => pending.promise)
    latest.cancel()
    pending.resolve(2)
    expect(await asked).toEqual({ stale: true })
  })
})
