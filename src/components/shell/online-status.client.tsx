'use client'

import { useEffect, useState } from 'react'

const BACK_ONLINE_MS = 3000 // long enough to read, short enough not to nag

const MESSAGES = {
  offline: "You're offline. Some things may not load until your connection is back.",
  back: "You're back online.",
} as const

/**
 * The site tells visitors when the browser goes offline and when it is back. The live region is
 * always in the page (empty while online) because screen readers announce changes to a region they
 * already know, not regions that appear with their text.
 */
export function OnlineStatus() {
  const [status, setStatus] = useState<'online' | 'offline' | 'back'>('online')

  useEffect(() => {
    let timer: number | undefined
    const offline = () => {
      window.clearTimeout(timer)
      setStatus('offline')
    }
    const online = () => {
      setStatus((now) => (now === 'offline' ? 'back' : now))
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setStatus('online'), BACK_ONLINE_MS)
    }
    if (!navigator.onLine) offline()
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])

  const message = status === 'online' ? null : MESSAGES[status]
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {message && (
        <p
          data-status={status}
          className={`pointer-events-auto max-w-xl rounded-2xl px-5 py-3 text-center text-sm font-semibold shadow-lg ${
            status === 'offline' ? 'bg-ink text-paper' : 'bg-chalk text-paper'
          }`}
        >
          {message}
        </p>
      )}
    </div>
  )
}
