// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Fresh module state per test: the gate is per page load. */
async function load(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState)
  vi.resetModules()
  return import('@/lib/client-fetch-delay')
}

function track(promise: Promise<void>) {
  const state = { resolved: false }
  void promise.then(() => {
    state.resolved = true
  })
  return state
}

describe('afterHydrationDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is 100 ms', async () => {
    const { CLIENT_FETCH_DELAY_MS } = await load('complete')
    expect(CLIENT_FETCH_DELAY_MS).toBe(100)
  })

  it('holds fetches started during the first load until 100 ms after the load event', async () => {
    const { afterHydrationDelay } = await load('interactive')
    const first = track(afterHydrationDelay())
    const second = track(afterHydrationDelay())
    await vi.advanceTimersByTimeAsync(1000) // no load event yet: still waiting
    expect(first.resolved).toBe(false)

    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(99)
    expect(first.resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(first.resolved).toBe(true)
    expect(second.resolved).toBe(true)
  })

  it('waits 100 ms when the page has just finished loading', async () => {
    const { afterHydrationDelay } = await load('complete')
    const fetch = track(afterHydrationDelay())
    await vi.advanceTimersByTimeAsync(99)
    expect(fetch.resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.resolved).toBe(true)
  })

  it('lets fetches started after the delay run at once', async () => {
    const { afterHydrationDelay } = await load('complete')
    void afterHydrationDelay()
    await vi.advanceTimersByTimeAsync(100)
    const later = track(afterHydrationDelay())
    await Promise.resolve()
    expect(later.resolved).toBe(true)
  })

  it('lets fetches started after a client-side navigation run at once', async () => {
    const { afterHydrationDelay, markClientNavigation } = await load('interactive')
    markClientNavigation()
    const fetch = track(afterHydrationDelay())
    await Promise.resolve()
    expect(fetch.resolved).toBe(true)
  })
})
