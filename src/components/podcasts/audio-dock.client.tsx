'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

// The event's name is repeated here rather than imported: importing the store would put it in
// every page's first load, and this slot must cost next to nothing until something plays.
const AUDIO_STARTED = 'staffroom:audio-started'

const MiniPlayer = lazy(() => import('@/components/podcasts/mini-player.client'))

/**
 * The mini-player's place in the root layout. Nothing loads until an episode first plays; from
 * then on the player stays through every client navigation.
 */
export function AudioDock() {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const start = () => setStarted(true)
    window.addEventListener(AUDIO_STARTED, start, { once: true })
    return () => window.removeEventListener(AUDIO_STARTED, start)
  }, [])
  return started ? (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  ) : null
}
