'use client'

import { useEffect, useId, useSyncExternalStore } from 'react'

import { seek, setRate, skip, toggle } from '@/components/podcasts/audio-actions'
import {
  type Playable,
  savedPosition,
  showingOnPage,
  SKIP_SECONDS,
  SPEEDS,
  subscribe,
} from '@/components/podcasts/audio-store'
import { useAudio } from '@/components/podcasts/use-audio.client'
import { useAppRouter } from '@/components/shell/use-app-router.client'
import { clockDuration, spokenDuration } from '@/lib/durations'

const RADIUS = 54
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

const round =
  'flex h-12 min-w-12 items-center justify-center rounded-full border-2 border-ink bg-paper px-3 text-sm font-bold tabular-nums hover:bg-sun-soft disabled:opacity-50'

/**
 * An episode's player. Its progress is a ring around the play button; the slider under it seeks
 * (arrow keys by 5 seconds, Page Up/Down by a minute), the buttons skip 15 seconds either way and
 * the speed menu sets the pace. It drives the site's one audio element, so the episode keeps
 * playing in the mini-player when the visitor leaves the page, and it resumes where they left it.
 */
export function EpisodePlayer({ episode }: { episode: Playable }) {
  const audio = useAudio()
  const id = useId()
  const router = useAppRouter()
  // While this player is on screen, the mini-player stays away for this episode.
  useEffect(() => showingOnPage(episode.id), [episode.id])
  const current = audio.episode?.id === episode.id
  // Where a returning visitor left off: 0 on the server and while hydrating, then the browser's.
  const resume = useSyncExternalStore(
    subscribe,
    () => savedPosition(episode.id),
    () => 0,
  )

  const duration = current ? audio.duration || episode.duration : episode.duration
  const time = current ? audio.time : resume
  const playing = current && audio.playing
  const progress = duration > 0 ? Math.min(1, time / duration) : 0
  const label = playing ? 'Pause' : time > 0 ? `Resume from ${clockDuration(time)}` : 'Play episode'

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border-2 border-ink bg-chalk p-5 text-paper sm:p-6">
      <h2 id={`${id}-title`} className="sr-only">
        Listen
      </h2>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:gap-8">
        <div className="relative size-36 shrink-0">
          <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true" data-testid="progress-ring">
            <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="8" />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              stroke="var(--color-sun)"
              strokeWidth="8"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
              data-progress={progress.toFixed(3)}
            />
          </svg>
          <button
            type="button"
            onClick={() => toggle(episode, (href) => router.push(href))}
            aria-label={label}
            className="absolute inset-5 flex items-center justify-center rounded-full bg-sun text-ink shadow-[3px_3px_0_0_var(--color-ink)] hover:bg-paper"
          >
            {playing ? (
              <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true">
                <path fill="currentColor" d="M6 5h4v14H6zM14 5h4v14h-4z" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" className="ml-1 size-10" aria-hidden="true">
                <path fill="currentColor" d="M7 4.5v15l12.5-7.5z" />
              </svg>
            )}
          </button>
        </div>

        <div className="flex w-full flex-col gap-3">
          <label htmlFor={`${id}-seek`} className="sr-only">
            Position in the episode
          </label>
          <input
            id={`${id}-seek`}
            type="range"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={5}
            value={Math.round(time)}
            disabled={!current}
            onChange={(event) => seek(Number(event.target.value))}
            aria-valuetext={`${spokenDuration(time)} of ${spokenDuration(duration)}`}
            className="w-full accent-sun disabled:opacity-60"
          />
          <p className="flex justify-between text-sm tabular-nums" aria-hidden="true">
            <span>{clockDuration(time)}</span>
            <span>{clockDuration(duration)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2 text-ink">
            <button type="button" className={round} onClick={() => skip(-SKIP_SECONDS)} disabled={!current}>
              <span aria-hidden="true">↺ 15</span>
              <span className="sr-only">Back 15 seconds</span>
            </button>
            <button type="button" className={round} onClick={() => skip(SKIP_SECONDS)} disabled={!current}>
              <span aria-hidden="true">15 ↻</span>
              <span className="sr-only">Forward 15 seconds</span>
            </button>
            <label htmlFor={`${id}-speed`} className="ml-auto text-sm font-semibold text-paper">
              Speed
            </label>
            <select
              id={`${id}-speed`}
              value={audio.rate}
              onChange={(event) => setRate(Number(event.target.value))}
              className="h-12 rounded-full border-2 border-ink bg-paper px-3 font-semibold"
            >
              {SPEEDS.map((speed) => (
                <option key={speed} value={speed}>
                  {speed}×
                </option>
              ))}
            </select>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {current && audio.error ? audio.error : current && audio.waiting && audio.playing ? 'Loading…' : ''}
          </p>
        </div>
      </div>
    </section>
  )
}
