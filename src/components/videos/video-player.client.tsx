'use client'

import { useRef, useState, type ReactNode } from 'react'

/** The privacy-enhanced embed host: no cookies until the visitor plays. */
export const EMBED_HOST = 'https://www.youtube-nocookie.com'

type Props = {
  title: string
  /** A platform id, or the address of a file of our own. */
  source: { kind: 'platform'; platformId: string } | { kind: 'file'; url: string; type?: string | null }
  /** The poster, rendered on the server (an <img>); the file player gets its address too. */
  poster: ReactNode
  posterUrl?: string | null
}

/**
 * A click-to-load player. Until the visitor presses play, the page holds the poster and a real
 * button: no iframe, no script and no request to the video platform. Pressing play (mouse, touch,
 * Enter or Space) swaps in the platform's privacy-enhanced embed, autoplaying, or our own file in a
 * native <video controls>; focus moves to the player so keyboard users carry on from there.
 */
export function VideoPlayer({ title, source, poster, posterUrl }: Props) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  const play = () => {
    setPlaying(true)
    // After React has rendered the player: move focus into it.
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('iframe, video')?.focus())
  }

  return (
    <div
      ref={frame}
      data-player={playing ? 'playing' : 'facade'}
      className="relative aspect-video w-full overflow-hidden rounded-3xl border-2 border-ink bg-ink"
    >
      {playing ? (
        source.kind === 'platform' ? (
          <iframe
            src={`${EMBED_HOST}/embed/${encodeURIComponent(source.platformId)}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <video
            controls
            autoPlay
            playsInline
            preload="metadata"
            poster={posterUrl ?? undefined}
            className="absolute inset-0 h-full w-full"
          >
            <source src={source.url} type={source.type ?? undefined} />
          </video>
        )
      ) : (
        <>
          <div className="absolute inset-0 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">{poster}</div>
          <button
            type="button"
            onClick={play}
            className="group absolute inset-0 flex items-center justify-center bg-ink/20 hover:bg-ink/10 focus-visible:outline-4 focus-visible:outline-offset-[-6px] focus-visible:outline-sun"
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full border-2 border-ink bg-sun text-ink shadow-[4px_4px_0_0_var(--color-ink)] transition-transform group-hover:scale-105 motion-reduce:transition-none sm:h-24 sm:w-24">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 h-9 w-9 fill-current">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            </span>
            <span className="sr-only">Play video: {title}</span>
          </button>
        </>
      )}
    </div>
  )
}
