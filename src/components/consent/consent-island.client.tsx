'use client'

import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'

import { focusMain } from '@/components/consent/focus-main'
import { onOpenConsentSettings } from '@/lib/consent/open-settings'
import { getConsent, onConsentChange } from '@/lib/consent/store'

/*
 * Always on the page, and tiny: it reads the consent cookie after hydration and only then fetches
 * the banner (a visitor who has chosen never downloads it) or, when asked, the settings dialog.
 * React.lazy rather than next/dynamic, as for the sign-in dialog (docs/performance.md). The server
 * renders nothing here, so without JavaScript there is no banner and no cookie to ask about.
 */
const CookieBanner = lazy(() => import('@/components/consent/cookie-banner.client'))
const ConsentDialog = lazy(() => import('@/components/consent/consent-dialog.client'))

const chosen = () => getConsent() !== null
// The server cannot know (and must render nothing): it answers "chosen", the browser corrects it.
const chosenOnServer = () => true

export function ConsentIsland() {
  const banner = !useSyncExternalStore(onConsentChange, chosen, chosenOnServer)
  const [settings, setSettings] = useState<{ opener: Element | null } | null>(null)

  useEffect(() => onOpenConsentSettings(() => setSettings({ opener: document.activeElement })), [])

  // The banner's "Choose" button is gone once a choice is saved: focus goes to the page instead.
  const returnFocus = () => {
    const opener = settings?.opener
    if (opener instanceof HTMLElement && opener.isConnected) return opener
    focusMain()
    return null
  }

  return (
    <Suspense fallback={null}>
      {banner && <CookieBanner onChoose={() => setSettings({ opener: document.activeElement })} />}
      {settings && <ConsentDialog onClose={() => setSettings(null)} returnFocus={returnFocus} />}
    </Suspense>
  )
}
