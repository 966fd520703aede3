'use client'

import { type ReactNode, useEffect, useState } from 'react'

// setTimeout fires at once for delays above 2^31−1 ms (about 24.8 days), so longer waits are chained.
const MAX_DELAY = 2 ** 31 - 1

/** Hides server-rendered content the moment its window closes, without polling. */
export function HideAfter({ endsAt, children }: { endsAt: string; children: ReactNode }) {
  const [ended, setEnded] = useState(false)

  useEffect(() => {
    const end = Date.parse(endsAt)
    let timeout: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const left = end - Date.now()
      if (left <= 0) setEnded(true)
      else timeout = setTimeout(check, Math.min(left, MAX_DELAY))
    }
    check()
    return () => clearTimeout(timeout)
  }, [endsAt])

  return ended ? null : children
}
