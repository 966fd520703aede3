/**
 * The site's one audio element and what it is playing. A module, not a component: it outlives
 * every page, so an episode keeps playing while the visitor moves around the site (client
 * navigations keep the module; only a full reload ends it). The episode page's player and the
 * mini-player both read and drive it through `useSyncExternalStore`.
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
}

/** Dispatched on window when something first plays, so the mini-player's slot loads it. */
export const AUDIO_STARTED = 'staffroom:audio-started'

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const
export const SKIP_SECONDS = 15

const POSITION_KEY = (id: number) => `staffroom:listen:${id}`
const RATE_KEY = 'staffroom:listen:rate'
/** A position this close to the end is a finished episode: it starts again from the top. */
const NEAR_END = 5

let audio: HTMLAudioElement | null = null
let state: AudioState = { episode: null, playing: false, waiting: false, time: 0, duration: 0, rate: 1, error: null }
const listeners = new Set<() => void>()
let lastSaved = 0
let counted: number | null = null

function set(patch: Partial<AudioState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getState = () => state
export const getServerState = () => state

function storage(): Storage | null {
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

function savePosition(force = false) {
  const { episode } = state
  if (!audio || !episode) return
  const now = Date.now()
  if (!force && now - lastSaved < 5000) return
  lastSaved = now
  const left = (audio.duration || episode.duration) - audio.currentTime
  if (audio.currentTime < 1 || left < NEAR_END) storage()?.removeItem(POSITION_KEY(episode.id))
  else storage()?.setItem(POSITION_KEY(episode.id), String(Math.floor(audio.currentTime)))
}

/** One play per episode per load, reported to the server (which counts a visitor once a day). */
function countPlay(id: number) {
  if (counted === id) return
  counted = id
  void fetch(`/api/episodes/${id}/play`, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => {})
}

function element(): HTMLAudioElement {
  if (audio) return audio
  const el = new Audio()
  el.preload = 'metadata'
  const rate = Number(storage()?.getItem(RATE_KEY))
  if ((SPEEDS as readonly number[]).includes(rate)) el.playbackRate = rate
  el.addEventListener('play', () => {
    set({ playing: true, error: null })
    if (state.episode) countPlay(state.episode.id)
  })
  el.addEventListener('pause', () => {
    set({ playing: false })
    savePosition(true)
  })
  el.addEventListener('waiting', () => set({ waiting: true }))
  el.addEventListener('playing', () => set({ waiting: false }))
  el.addEventListener('timeupdate', () => {
    set({ time: el.currentTime })
    savePosition()
  })
  el.addEventListener('durationchange', () => {
    if (Number.isFinite(el.duration)) set({ duration: el.duration })
  })
  el.addEventListener('ratechange', () => {
    set({ rate: el.playbackRate })
    storage()?.setItem(RATE_KEY, String(el.playbackRate))
  })
  el.addEventListener('ended', () => {
    set({ playing: false, time: el.duration || state.time })
    savePosition(true)
  })
  el.addEventListener('error', () =>
    set({ playing: false, waiting: false, error: 'The audio could not be played. Check your connection and try again.' }),
  )
  audio = el
  set({ rate: el.playbackRate })
  return el
}

async function start(el: HTMLAudioElement) {
  try {
    await el.play()
  } catch (error) {
    // A play() interrupted by a pause or a new source is not a failure.
    if ((error as DOMException).name !== 'AbortError') {
      set({ playing: false, error: 'Playback did not start. Press play to try again.' })
    }
  }
}

/** Plays an episode: the same one resumes; another replaces it, from where the visitor left it. */
export function play(episode: Playable) {
  const el = element()
  if (state.episode?.id !== episode.id) {
    savePosition(true)
    el.src = episode.src
    const resume = savedPosition(episode.id)
    el.currentTime = resume
    set({ episode, time: resume, duration: episode.duration, error: null, waiting: true })
    window.dispatchEvent(new Event(AUDIO_STARTED))
  }
  void start(el)
}

export function pause() {
  audio?.pause()
}

export function toggle(episode: Playable) {
  if (state.episode?.id === episode.id && state.playing) pause()
  else play(episode)
}

export function seek(seconds: number) {
  if (!audio || !state.episode) return
  const end = audio.duration || state.duration
  audio.currentTime = Math.min(Math.max(0, seconds), end)
  set({ time: audio.currentTime })
  savePosition(true)
}

export const skip = (delta: number) => seek((audio?.currentTime ?? 0) + delta)

export function setRate(rate: number) {
  element().playbackRate = rate
}

/** Stops and forgets the episode (the mini-player's close), keeping where the visitor left it. */
export function close() {
  if (!audio) return
  savePosition(true)
  audio.pause()
  audio.removeAttribute('src')
  audio.load()
  set({ episode: null, playing: false, waiting: false, time: 0, duration: 0, error: null })
}
