/**
 * What the site's audio is playing. A module, not a component: it outlives
 * every page, so an episode keeps playing while the visitor moves around the site (client
 * navigations keep the module; only a full reload ends it). The episode page's player and the
 * mini-player read it through `useSyncExternalStore`.
 *
 * This module is small on purpose: it is in the episode page's first load. The audio element and
 * its events (`audio-engine.ts`) and the mini-player load when the visitor first presses play
 * (`audio-actions.ts`).
 */

export type Playable = {
  id: number
  title: string
  show: string
  /** The episode's page. */
  href: string
  src: string
  /** Seconds, as the CMS says, until the file says better. */
  duration: number
}

export type AudioState = {
  episode: Playable | null
  playing: boolean
  /** Waiting for data after play or a seek. */
  waiting: boolean
  time: number
  duration: number
  rate: number
  error: string | null
  /** The episode whose page player is on screen: the mini-player stays away meanwhile. */
  onPage: number | null
}

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const
export const SKIP_SECONDS = 15
export const POSITION_KEY = (id: number) => `staffroom:listen:${id}`
export const RATE_KEY = 'staffroom:listen:rate'

let state: AudioState = {
  episode: null,
  playing: false,
  waiting: false,
  time: 0,
  duration: 0,
  rate: 1,
  error: null,
  onPage: null,
}
const listeners = new Set<() => void>()

/** For the engine: every change goes through here and reaches every reader. */
export function setAudioState(patch: Partial<AudioState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getState = () => state
export const getServerState = () => state

export function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // storage blocked: nothing is remembered, everything else works
  }
}

/** Where the visitor left this episode, in seconds (0 when never started or finished). */
export function savedPosition(id: number): number {
  const seconds = Number(storage()?.getItem(POSITION_KEY(id)))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0
}

/** How the mini-player navigates: the app router of the page that last pressed play. */
let navigate: (href: string) => void = (href) => window.location.assign(href)
export const navigateTo = (href: string) => navigate(href)
export const setNavigate = (router: (href: string) => void) => void (navigate = router)

/** The page player of an episode is on screen (until the returned function is called). */
export function showingOnPage(id: number): () => void {
  setAudioState({ onPage: id })
  return () => {
    if (state.onPage === id) setAudioState({ onPage: null })
  }
}
