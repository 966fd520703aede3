import { DURATION_MS, GIVE_UP_MS, HIDE_AFTER_MS, THROTTLE_MS, TICK_MS } from '@/components/shell/loading-bar-constants'

/**
 * The loading bar as a state machine, free of React and of real time so that tests can drive it.
 * pending: a navigation started but is younger than THROTTLE_MS, so nothing shows yet.
 * loading: visible and trickling towards TRICKLE_CEILING. done: full width, fading out.
 */
export type ProgressPhase = 'idle' | 'pending' | 'loading' | 'done'
export type ProgressState = { phase: ProgressPhase; value: number; startedAt: number; finishedAt: number }

export const IDLE: ProgressState = { phase: 'idle', value: 0, startedAt: 0, finishedAt: 0 }

const TRICKLE_FLOOR = 0.08 // small enough to read as "just started", big enough to be seen
const TRICKLE_CEILING = 0.9 // never reach the end before the page has actually arrived

/** Eases out from the floor to the ceiling over DURATION_MS, then holds. */
export function trickle(elapsed: number): number {
  const x = Math.min(1, Math.max(0, elapsed - THROTTLE_MS) / DURATION_MS)
  return TRICKLE_FLOOR + (TRICKLE_CEILING - TRICKLE_FLOOR) * (1 - (1 - x) ** 2)
}

export function start(state: ProgressState, now: number): ProgressState {
  // A navigation that starts while the bar shows keeps it on screen instead of making it flash.
  if (state.phase === 'loading') return state
  if (state.phase === 'done')
    return { phase: 'loading', value: TRICKLE_FLOOR, startedAt: now - THROTTLE_MS, finishedAt: 0 }
  return { phase: 'pending', value: 0, startedAt: now, finishedAt: 0 }
}

export function tick(state: ProgressState, now: number): ProgressState {
  switch (state.phase) {
    case 'pending':
    case 'loading':
      if (now - state.startedAt < THROTTLE_MS) return state
      return { ...state, phase: 'loading', value: trickle(now - state.startedAt) }
    case 'done':
      return now - state.finishedAt >= HIDE_AFTER_MS ? IDLE : state
    default:
      return state
  }
}

export function done(state: ProgressState, now: number): ProgressState {
  if (state.phase === 'pending') return IDLE // fast enough that the bar never showed: keep it that way
  if (state.phase !== 'loading') return state
  return { ...state, phase: 'done', value: 1, finishedAt: now }
}

/** A failed navigation ends the bar the same way: the page that is there is what the visitor gets. */
export const fail = done

export const isVisible = (state: ProgressState) => state.phase === 'loading' || state.phase === 'done'

export type Clock = {
  now: () => number
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Drives the state machine with timers: reveals the bar after THROTTLE_MS, ticks every TICK_MS,
 * hides it HIDE_AFTER_MS after the end, and gives up after GIVE_UP_MS.
 */
export function createLoadingProgress(onChange: (state: ProgressState) => void, clock: Clock = realClock) {
  let state = IDLE
  let timer: unknown = null
  let giveUp: unknown = null

  const set = (next: ProgressState) => {
    if (next === state) return
    state = next
    onChange(state)
  }
  const schedule = (ms: number) => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = clock.setTimeout(step, ms)
  }
  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer)
    if (giveUp !== null) clock.clearTimeout(giveUp)
    timer = giveUp = null
  }
  function step() {
    timer = null
    const now = clock.now()
    set(tick(state, now))
    // Timers may fire a hair early against the clock: then wait out the rest instead of stalling.
    if (state.phase === 'pending') schedule(Math.max(1, state.startedAt + THROTTLE_MS - now))
    else if (state.phase === 'loading') schedule(TICK_MS)
    else if (state.phase === 'done') schedule(Math.max(1, state.finishedAt + HIDE_AFTER_MS - now))
  }
  const finish = (how: typeof done) => {
    if (state.phase !== 'pending' && state.phase !== 'loading') return // nothing in flight
    stop()
    const next = how(state, clock.now())
    set(next)
    if (next.phase === 'done') schedule(HIDE_AFTER_MS)
  }

  return {
    get state() {
      return state
    },
    start() {
      stop()
      set(start(state, clock.now()))
      schedule(state.phase === 'loading' ? TICK_MS : THROTTLE_MS)
      giveUp = clock.setTimeout(() => finish(fail), GIVE_UP_MS)
    },
    done: () => finish(done),
    fail: () => finish(fail),
    dispose: stop,
  }
}

export type LoadingProgress = ReturnType<typeof createLoadingProgress>
