'use client'

import { useEffect } from 'react'

/**
 * Marks `<body data-hydrated>` once React has hydrated the page: the moment its controls work.
 * Tests and tools wait on this instead of on a quiet network, which a slow machine, a prefetch or
 * an ad can put off for any length of time. On <body>, not <html>: nothing then moves the head's
 * `<meta charset>`, which must stay within the first 1024 bytes.
 */
export function HydrationMark() {
  useEffect(() => {
    document.body.dataset.hydrated = ''
  }, [])
  return null
}
