/**
 * The site's one audio element, loaded with the first press of play (audio-store.ts holds the
 * state everyone reads). It keeps the store in step with the element, remembers where the visitor
 * left each episode and the speed they chose, and reports a play once per page load.
 */
import {
  getState,
  type Playable,
  POSITION_KEY,
  RATE_KEY,
  savedPosition,
  setAudioState as set,
  SPEEDS,
  storage,
} from '@/components/podcasts/audio-store'

/** A position this close to the end is a finished episode: it starts again from the top. */
const NEAR_END = 5

let lastSaved = 0
let counted: number | null = null

function savePosition(force = false) {
  const { episode } = getState()
  if (!episode) return
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

const audio = new Audio()
audio.preload = 'metadata'
const savedRate = Number(storage()?.getItem(RATE_KEY))
if ((SPEEDS as readonly number[]).includes(savedRate)) audio.playbackRate = savedRate
set({ rate: audio.playbackRate })

audio.addEventListener('play', () => {
  set({ playing: true, error: null })
  const { episode } = getState()
  if (episode) countPlay(episode.id)
})
audio.addEventListener('pause', () => {
  set({ playing: false })
  savePosition(true)
})
audio.addEventListener('waiting', () => set({ waiting: true }))
audio.addEventListener('playing', () => set({ waiting: false }))
audio.addEventListener('timeupdate', () => {
  set({ time: audio.currentTime })
  savePosition()
})
audio.addEventListener('durationchange', () => {
  if (Number.isFinite(audio.duration)) set({ duration: audio.duration })
})
audio.addEventListener('ratechange', () => {
  set({ rate: audio.playbackRate })
  storage()?.setItem(RATE_KEY, String(audio.playbackRate))
})
audio.addEventListener('ended', () => {
  set({ playing: false, time: audio.duration || getState().time })
  savePosition(true)
})
audio.addEventListener('error', () => {
  // Emptying the source on close fires an error too: only a loaded episode's counts.
  if (!getState().episode) return
  set({ playing: false, waiting: false, error: 'The audio could not be played. Check your connection and try again.' })
})

async function start() {
  try {
    await audio.play()
  } catch (error) {
    // A play() interrupted by a pause or a new source is not a failure.
    if ((error as DOMException).name !== 'AbortError') {
      set({ playing: false, error: 'Playback did not start. Press play to try again.' })
    }
  }
}

export function play(episode: Playable) {
  if (getState().episode?.id !== episode.id) {
    savePosition(true)
    audio.src = episode.src
    const resume = savedPosition(episode.id)
    audio.currentTime = resume
    set({ episode, time: resume, duration: episode.duration, error: null, waiting: true })
  }
  void start()
}

export const pause = () => audio.pause()

export function toggle(episode: Playable) {
  if (getState().episode?.id === episode.id && getState().playing) pause()
  else play(episode)
}

export function seek(seconds: number) {
  if (!getState().episode) return
  const end = audio.duration || getState().duration
  audio.currentTime = Math.min(Math.max(0, seconds), end)
  set({ time: audio.currentTime })
  savePosition(true)
}

export const skip = (delta: number) => seek(audio.currentTime + delta)

export function setRate(rate: number) {
  audio.playbackRate = rate
}

export function close() {
  savePosition(true)
  audio.pause()
  set({ episode: null, playing: false, waiting: false, time: 0, duration: 0, error: null })
  audio.removeAttribute('src')
  audio.load()
}
