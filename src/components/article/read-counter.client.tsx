'use client'

import { useEffect } from 'react'

import { afterHydrationDelay } from '@/lib/client-fetch-delay'

/** Counts one read per article per browser session for the trending section. */
export function ReadCounter({ postId }: { postId: number }) {
  useEffect(() => {
    const key = `staffroom:read:${postId}`
    try {
      if (sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
    } catch {
      // Storage unavailable (private mode): count anyway, at most once per page view.
    }
    void afterHydrationDelay().then(() =>
      fetch(`/api/posts/${postId}/view`, { method: 'POST', keepalive: true }).catch(() => undefined),
    )
  }, [postId])
  return null
}
