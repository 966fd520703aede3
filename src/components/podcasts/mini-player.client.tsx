'use client'

import type { MouseEvent } from 'react'
import { createRoot } from 'react-dom/client'

import { close, skip, toggle } from '@/components/podcasts/audio-engine'
import { navigateTo, SKIP_SECONDS } from '@/components/podcasts/audio-store'
import { useAudio } from '@/components/podcasts/use-audio.client'
import { clockDuration } from '@/lib/durations'

const button =
  'flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-paper/40 font-bold hover:bg-paper/10'

/** A plain click goes through the app router (the audio keeps playing); others do what they do. */
function followInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigateTo(event.currentTarget.getAttribute('href') ?? '/')
}

/**
 * The bar at the foot of every page while an episode is loaded: what plays, play/pause, skip, and
 * a way back to the episode. While the episode's own page player is on screen it stays away.
 */
function MiniPlayer() {
  const audio = useAudio()
  const { episode } = audio
  if (!episode || audio.onPage === episode.id) return null
  const duration = audio.duration || episode.duration
  const progress = duration > 0 ? Math.min(100, (audio.time / duration) * 100) : 0
  return (
    <>
      {/* Keeps the page's end above the bar. */}
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label="Now playing"
        className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-ink bg-ink text-paper shadow-[0_-4px_0_0_var(--color-sun)]"
      >
        <div className="h-1 bg-paper/20" aria-hidden="true">
          <div className="h-full bg-sun" style={{ width: `${progress}%` }} data-testid="mini-progress" />
        </div>
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
          <button
            type="button"
            className={`${button} bg-sun text-ink hover:bg-paper`}
            onClick={() => toggle(episode)}
            aria-label={audio.playing ? `Pause ${episode.title}` : `Play ${episode.title}`}
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path fill="currentColor" d={audio.playing ? 'M6 5h4v14H6zM14 5h4v14h-4z' : 'M7 4.5v15l12.5-7.5z'} />
            </svg>
          </button>
          <div className="min-w-0 flex-1">
            <a href={episode.href} onClick={followInApp} className="block truncate font-semibold hover:underline">
              {episode.title}
            </a>
            <p className="truncate text-sm text-paper/80">
              {episode.show}
              <span className="tabular-nums">
                {' · '}
                {clockDuration(audio.time)} / {clockDuration(duration)}
              </span>
            </p>
          </div>
          <button type="button" className={`${button} hidden sm:flex`} onClick={() => skip(-SKIP_SECONDS)}>
            <span aria-hidden="true">↺</span>
            <span className="sr-only">Back 15 seconds</span>
          </button>
          <button type="button" className={`${button} hidden sm:flex`} onClick={() => skip(SKIP_SECONDS)}>
            <span aria-hidden="true">↻</span>
            <span className="sr-only">Forward 15 seconds</span>
          </button>
          <button type="button" className={button} onClick={close} aria-label="Close the player">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </section>
    </>
  )
}

/**
 * Mounts the mini-player in a React root of its own at the end of <body>, outside the page's tree:
 * it survives every client navigation, and no page pays for it until something plays. Links go
 * through the app router of the page that started playing (audio-store.ts).
 */
export function mountMiniPlayer() {
  const container = document.createElement('div')
  container.id = 'mini-player'
  document.body.append(container)
  createRoot(container).render(<MiniPlayer />)
}
