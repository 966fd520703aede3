'use client'

import { useEffect, useState } from 'react'

import { remaining, TICK_MS } from '@/blocks/timer/countdown'

type Props = {
  endsAt: string
  endedText: string
  /** What the server saw when it rendered, so the first client render matches its HTML. */
  endedOnServer: boolean
}

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function Countdown({ endsAt, endedText, endedOnServer }: Props) {
  // The clock is read only after mount: a cached page's render time says nothing about now.
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    const tick = () => {
      const t = Date.now()
      setNow(t)
      if (remaining(endsAt, t).done) clearInterval(interval)
    }
    const interval = setInterval(tick, TICK_MS)
    tick()
    return () => clearInterval(interval)
  }, [endsAt])

  const left = now === null ? null : remaining(endsAt, now)
  const ended = left ? left.done : endedOnServer

  return (
    <div aria-live="polite">
      {ended ? (
        <p className="m-0 text-xl font-semibold">{endedText}</p>
      ) : (
        <div role="timer" aria-live="off">
          {left && <p className="sr-only">{UNITS.map(([key, word]) => plural(left[key], word)).join(', ')} left.</p>}
          <div aria-hidden="true" className="grid max-w-xl grid-cols-4 gap-2 sm:gap-4">
            {UNITS.map(([key, word]) => (
              <div key={key} className="rounded-2xl bg-paper/10 px-1 py-3 text-center sm:px-2">
                <span data-unit={key} className="block font-display text-3xl font-semibold tabular-nums sm:text-5xl">
                  {left ? String(left[key]).padStart(2, '0') : '--'}
                </span>
                <span className="mt-1 block text-xs sm:text-sm">{word}s</span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
