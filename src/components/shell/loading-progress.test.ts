import { describe, expect, it } from 'vitest'

import { DURATION_MS, GIVE_UP_MS, HIDE_AFTER_MS, THROTTLE_MS, TICK_MS } from '@/components/shell/loading-bar-constants'
import {
  createLoadingProgress,
  done,
  IDLE,
  isVisible,
  start,
  tick,
  trickle,
  type Clock,
  type ProgressState,
} from '@/components/shell/loading-progress'

/** A clock whose time moves only when the test says so, running due timers in order. */
function fakeClock() {
  let now = 0
  let seq = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++seq, { at: now + ms, run })
      return seq
    },
    clearTimeout: (id) => void timers.delete(id as number),
  }
  const advance = (ms: number) => {
    const end = now + ms
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])
      const first = due[0]
      if (!first) break
      timers.delete(first[0])
      now = first[1].at
      first[1].run()
    }
    now = end
  }
  return { clock, advance, pending: () => timers.size }
}

function harness() {
  const time = fakeClock()
  const seen: Array<ProgressState & { at: number }> = []
  const bar = createLoadingProgress((state) => seen.push({ ...state, at: time.clock.now() }), time.clock)
  return { ...time, bar, seen }
}

describe('loading bar constants', () => {
  it('are the documented values', () => {
    expect([THROTTLE_MS, DURATION_MS, TICK_MS, HIDE_AFTER_MS]).toEqual([200, 5000, 100, 500])
  })
})

describe('loading progress state machine', () => {
  it('stays invisible while pending and ends as idle when done before the throttle', () => {
    let s = start(IDLE, 1000)
    expect(s.phase).toBe('pending')
    expect(isVisible(s)).toBe(false)
    s = tick(s, 1000 + THROTTLE_MS - 1)
    expect(isVisible(s)).toBe(false)
    expect(done(s, 1150)).toBe(IDLE)
  })

  it('trickles towards ~90% over DURATION_MS and never past it', () => {
    expect(trickle(THROTTLE_MS)).toBeGreaterThan(0)
    expect(trickle(THROTTLE_MS + DURATION_MS / 2)).toBeLessThan(trickle(THROTTLE_MS + DURATION_MS))
    expect(trickle(THROTTLE_MS + DURATION_MS)).toBeCloseTo(0.9)
    expect(trickle(60_000)).toBeCloseTo(0.9)
  })

  it('jumps to 100% when done, then goes idle HIDE_AFTER_MS later', () => {
    const loading = tick(start(IDLE, 0), 300)
    const finished = done(loading, 300)
    expect(finished).toMatchObject({ phase: 'done', value: 1 })
    expect(tick(finished, 300 + HIDE_AFTER_MS - 1).phase).toBe('done')
    expect(tick(finished, 300 + HIDE_AFTER_MS)).toBe(IDLE)
  })
})

describe('createLoadingProgress', () => {
  it('never shows the bar for a 150 ms navigation', () => {
    const t = harness()
    t.bar.start()
    t.advance(150)
    t.bar.done()
    t.advance(2000)
    expect(t.seen.some(isVisible)).toBe(false)
    expect(t.bar.state).toBe(IDLE)
    expect(t.pending()).toBe(0)
  })

  it('shows the bar at 200 ms for a 300 ms navigation, ticking every 100 ms', () => {
    const t = harness()
    t.bar.start()
    t.advance(199)
    expect(isVisible(t.bar.state)).toBe(false)
    t.advance(1)
    expect(t.bar.state.phase).toBe('loading')
    t.advance(100)
    t.bar.done()
    const loading = t.seen.filter((s) => s.phase === 'loading')
    expect(loading.map((s) => s.at)).toEqual([200, 300])
    expect(loading[1].value).toBeGreaterThan(loading[0].value)
    expect(t.bar.state).toMatchObject({ phase: 'done', value: 1 })
  })

  it('keeps ticking every TICK_MS while loading', () => {
    const t = harness()
    t.bar.start()
    t.advance(1000)
    const ticks = t.seen.filter((s) => s.phase === 'loading').map((s) => s.at)
    expect(ticks).toEqual([200, 300, 400, 500, 600, 700, 800, 900, 1000])
  })

  it('hides the bar 500 ms after the navigation is done', () => {
    const t = harness()
    t.bar.start()
    t.advance(350)
    t.bar.done()
    t.advance(HIDE_AFTER_MS - 1)
    expect(t.bar.state.phase).toBe('done')
    t.advance(1)
    expect(t.bar.state).toBe(IDLE)
    expect(t.pending()).toBe(0)
  })

  it('finishes on failure like on success', () => {
    const t = harness()
    t.bar.start()
    t.advance(400)
    t.bar.fail()
    expect(t.bar.state).toMatchObject({ phase: 'done', value: 1 })
    t.advance(HIDE_AFTER_MS)
    expect(t.bar.state).toBe(IDLE)
  })

  it('gives up on a navigation that never reports back', () => {
    const t = harness()
    t.bar.start()
    t.advance(GIVE_UP_MS + HIDE_AFTER_MS)
    expect(t.bar.state).toBe(IDLE)
    expect(t.pending()).toBe(0)
  })

  it('stays on screen when a new navigation starts while it shows', () => {
    const t = harness()
    t.bar.start()
    t.advance(300)
    t.bar.done()
    t.advance(100)
    t.bar.start()
    expect(t.bar.state.phase).toBe('loading')
    t.advance(100)
    expect(t.bar.state.phase).toBe('loading')
    t.bar.done()
    t.advance(HIDE_AFTER_MS)
    expect(t.bar.state).toBe(IDLE)
  })

  it('ignores done and fail when nothing is in flight', () => {
    const t = harness()
    t.bar.done()
    t.bar.fail()
    expect(t.seen).toEqual([])
    expect(t.pending()).toBe(0)
  })
})
