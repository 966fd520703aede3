'use client'

import { useEffect, useRef } from 'react'

import { routeKey } from '@/components/shell/navigation-target'
import { RouteChangeListener } from '@/components/shell/route-change-listener.client'
import { useNavigationStart } from '@/components/shell/use-navigation-events.client'

/**
 * Scroll restoration is manual and every navigation starts at the top: a new path, or a new query
 * that a link, back/forward or useAppRouter announced (an address rewritten in place keeps its
 * scroll). Focus moves to the new page's <main id="main" tabIndex={-1}> so keyboard and
 * screen-reader users start there too, instead of on a link that no longer exists.
 */
export function ScrollManager() {
  // Starts as the loaded page: the page load itself keeps the browser's focus and scroll.
  const shown = useRef({ key: '', pathname: '' })
  const announced = useRef(false)

  useEffect(() => {
    shown.current = { key: routeKey(window.location), pathname: window.location.pathname }
    if (!('scrollRestoration' in window.history)) return
    const before = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = before
    }
  }, [])

  useNavigationStart(({ url }) => {
    if (routeKey(url) !== shown.current.key) announced.current = true
  })

  return (
    <RouteChangeListener
      onChange={(key) => {
        const pathname = key.split('?')[0]
        const moved = announced.current || pathname !== shown.current.pathname
        shown.current = { key, pathname }
        announced.current = false
        if (!moved) return
        // A link to a fragment (/post/x#comments) lands on that fragment, not on the top.
        if (!fragmentTarget()) window.scrollTo({ top: 0, left: 0, behavior: 'instant' }) // never smooth
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    />
  )
}

function fragmentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null // a malformed fragment points nowhere
  }
}
