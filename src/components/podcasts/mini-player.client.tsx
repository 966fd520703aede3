'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { close, SKIP_SECONDS, skip, toggle } from '@/components/podcasts/audio-store'
import { useAudio } from '@/components/podcasts/use-audio.client'
import { clockDuration } from '@/lib/durations'

const button =
  'flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-paper/40 font-bold hover:bg-paper/10'

/**
 * The bar at the foot of every page while an episode is loaded: what plays, play/pause, skip,
 * and a way back to the episode. It lives in the root layout, so it and the audio survive every
 * client navigation. On the episode's own page the big player is enough, and the bar stays away.
 */
export default function MiniPlayer() {
  const audio = useAudio()
  const pathname = usePathname()
  const { episode } = audio
  if (!episode || pathname === episode.href) return null
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
            <Link href={episode.href} className="block truncate font-semibold hover:underline">
              {episode.title}
            </Link>
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
