'use client'

import { useSyncExternalStore } from 'react'

import { openConsentSettings } from '@/lib/consent/open-settings'

const subscribe = () => () => {}

/**
 * The footer's way back to the cookie choices. Rendered only once JavaScript runs: without it the
 * site sets no optional cookies, so there is nothing to change and a dead button would mislead.
 */
export function CookieSettingsButton({ className = '' }: { className?: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <button type="button" onClick={openConsentSettings} className={`py-1 underline underline-offset-2 ${className}`}>
      Cookie settings
    </button>
  )
}
