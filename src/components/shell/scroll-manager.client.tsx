'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Spec §4: scroll restoration is manual and every navigation starts at the top. Focus moves to
 * the new page's <main id="main" tabIndex={-1}> so keyboard and screen-reader users start there
 * too, instead of on a link that no longer exists.
 */
export function ScrollManager() {
  const pathname = usePathname()
  // Starts as the loaded page: the page load itself keeps the browser's focus and scroll.
  const shown = useRef(pathname)

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return
    const before = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = before
    }
  }, [])

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // A link to a fragment (/post/x#comments) lands on that fragment, not on the top.
    if (!fragmentTarget()) window.scrollTo({ top: 0, left: 0, behavior: 'instant' }) // never smooth
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])

  return null
}

function fragmentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null // a malformed fragment points nowhere
  }
}
