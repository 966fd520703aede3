'use client'

import { useEffect, useState } from 'react'

import { onApiError } from '@/graphql/client/api-error-events'

const SHOWN_MS = 6000 // time to read two lines, not long enough to cover the next thing

/**
 * The visitor's half of the global GraphQL error handler: a failed mutation's message, in their
 * words, for a few seconds. Mount it once per page (the site layout). The live region is always
 * present so screen readers announce the message when it appears.
 */
export function ApiErrorToast() {
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const stop = onApiError((event) => {
      window.clearTimeout(timer)
      setMessage(event.message)
      timer = window.setTimeout(() => setMessage(null), SHOWN_MS)
    })
    return () => {
      stop()
      window.clearTimeout(timer)
    }
  }, [])

  return (
    <div
      role="alert"
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {message && (
        <p className="pointer-events-auto flex max-w-xl items-start gap-3 rounded-2xl bg-apple-soft px-5 py-3 text-sm font-semibold text-ink shadow-lg">
          <span>{message}</span>
          <button type="button" onClick={() => setMessage(null)} className="underline" aria-label="Dismiss">
            ×
          </button>
        </p>
      )}
    </div>
  )
}
