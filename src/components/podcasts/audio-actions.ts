/**
 * What the episode page's player does: each action loads the audio engine the first time (it is
 * not in the page's first load), and the first play mounts the mini-player.
 */
import { type Playable, setNavigate } from '@/components/podcasts/audio-store'

type Engine = typeof import('@/components/podcasts/audio-engine')

let engine: Promise<Engine> | null = null
let miniPlayer: Promise<void> | null = null

const withEngine = (act: (e: Engine) => void) => {
  engine ??= import('@/components/podcasts/audio-engine')
  void engine.then(act)
}

/** Plays or pauses an episode; `navigate` is how the mini-player will follow its links. */
export function toggle(episode: Playable, navigate: (href: string) => void) {
  setNavigate(navigate)
  withEngine((e) => e.toggle(episode))
  miniPlayer ??= import('@/components/podcasts/mini-player.client').then((m) => m.mountMiniPlayer())
}

export const seek = (seconds: number) => withEngine((e) => e.seek(seconds))
export const skip = (delta: number) => withEngine((e) => e.skip(delta))
export const setRate = (rate: number) => withEngine((e) => e.setRate(rate))
