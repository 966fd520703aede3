'use client'

import { useEffect } from 'react'

import { afterHydrationDelay } from '@/lib/client-fetch-delay'
import { rest } from '@/lib/rest-client'

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
      // keepalive: the count still arrives when the reader leaves the page at once.
      rest.post(`api/posts/${postId}/view`, undefined, { keepalive: true }).catch(() => undefined),
    )
  }, [postId])
  return null
}
