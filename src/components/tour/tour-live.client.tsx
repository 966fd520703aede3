'use client'

import { useEffect, useState } from 'react'

import { useAppRouter } from '@/components/shell/use-app-router.client'

const idle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 1500)

/**
 * Keeps an open tour page current: when an editor changes a show, the `tourShowChanged`
 * subscription says so and the page asks the server again (router.refresh: the changed show's
 * tags have already expired), without a reload. Renders only a status line for screen readers;
 * its websocket code loads once the page is idle.
 */
export function TourLive() {
  const router = useAppRouter()
  const [said, setSaid] = useState('')
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    idle(() => {
      void import('@/components/tour/live-connection').then(({ listenToTourShows }) => {
        if (cancelled) return
        stop = listenToTourShows(
          () => {
            router.refresh()
            setSaid('The show list was just updated.')
          },
          // Tests wait for this before they edit a show.
          () => void (document.documentElement.dataset.tourLive = 'on'),
        )
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [router])
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  )
}
