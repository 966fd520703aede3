'use client'

import { useEffect, useRef, useState } from 'react'

import { createLoadingProgress, IDLE, isVisible, type LoadingProgress } from '@/components/shell/loading-progress'
import { routeKey } from '@/components/shell/navigation-target'
import { RouteChangeListener } from '@/components/shell/route-change-listener.client'
import { useNavigationStart } from '@/components/shell/use-navigation-events.client'

/**
 * The thin bar at the top during client-side navigations. It starts on a link
 * click or back/forward, ends when the new route has rendered, and ends too when the navigation
 * fails. data-state (idle, pending, loading, done) is there for tests.
 */
export function LoadingBar() {
  const [state, setState] = useState(IDLE)
  const progress = useRef<LoadingProgress | null>(null)
  const rendered = useRef('')

  useEffect(() => {
    rendered.current = routeKey(window.location)
    const bar = createLoadingProgress(setState)
    progress.current = bar
    // An uncaught error mid-navigation (a chunk that failed, a crashed render) means the
    // navigation is over one way or the other: never leave the bar hanging.
    const fail = () => bar.fail()
    window.addEventListener('error', fail)
    window.addEventListener('unhandledrejection', fail)
    return () => {
      window.removeEventListener('error', fail)
      window.removeEventListener('unhandledrejection', fail)
      bar.dispose()
      progress.current = null
    }
  }, [])

  useNavigationStart(({ url }) => {
    // Back/forward across a hash on the same page: no route will render, so no bar.
    if (routeKey(url) !== rendered.current) progress.current?.start()
  })

  const finished = state.phase === 'done'
  return (
    <>
      <RouteChangeListener
        onChange={(key) => {
          rendered.current = key
          progress.current?.done()
        }}
      />
      <div
        role="progressbar"
        aria-label="Loading page"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(state.value * 100)}
        data-state={state.phase}
        hidden={!isVisible(state)}
        className={`pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] transition-opacity motion-reduce:transition-none ${
          finished ? 'opacity-0 delay-200 duration-300' : 'opacity-100 duration-0'
        }`}
      >
        <div
          className="h-full origin-left bg-chalk shadow-[0_1px_0_0_var(--color-sun)] transition-transform duration-200 ease-out motion-reduce:transition-none"
          style={{ transform: `scaleX(${state.value})` }}
        />
      </div>
    </>
  )
}
