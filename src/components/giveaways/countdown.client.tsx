'use client'

import { useEffect, useState } from 'react'

import { remaining, TICK_MS, type Remaining } from '@/blocks/timer/countdown'

const MINUTE_MS = 60_000
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

function inWords(left: Remaining, seconds: boolean) {
  const parts = [
    left.days > 0 && plural(left.days, 'day'),
    (left.days > 0 || left.hours > 0) && plural(left.hours, 'hour'),
    plural(left.minutes, 'minute'),
    seconds && plural(left.seconds, 'second'),
  ]
  return parts.filter(Boolean).join(', ')
}

/**
 * The time left until `to`, in words, added to the server's "Closes on …" once the page runs: the
 * clock is read only in the browser (a cached page's render time says nothing about now). Ticks
 * every second; with reduced motion asked for, once a minute and without seconds.
 */
export function TimeLeft({ to, doneText }: { to: string; doneText: string }) {
  const [state, setState] = useState<{ left: Remaining; seconds: boolean } | null>(null)

  useEffect(() => {
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const tick = () => {
      const left = remaining(to, Date.now())
      setState({ left, seconds: !calm })
      if (left.done) clearInterval(interval)
    }
    const interval = setInterval(tick, calm ? MINUTE_MS : TICK_MS)
    tick()
    return () => clearInterval(interval)
  }, [to])

  if (!state) return null
  return (
    <p className="mt-2 text-2xl font-semibold tabular-nums" data-testid="time-left" role="timer" aria-live="off">
      {state.left.done ? doneText : `${inWords(state.left, state.seconds)} left`}
    </p>
  )
}
