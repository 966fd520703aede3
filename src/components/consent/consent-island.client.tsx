'use client'

import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'

import CookieBanner from '@/components/consent/cookie-banner.client'
import { focusMain } from '@/components/consent/focus-main'
import { CONSENT_ATTRIBUTE } from '@/lib/consent/gate-script'
import { onOpenConsentSettings } from '@/lib/consent/open-settings'
import { getConsent, onConsentChange } from '@/lib/consent/store'

/*
 * The banner is rendered by the server into every page, so that a first visit paints it with the
 * page (rendered late, after the scripts, it became the page's largest paint: docs/performance.md).
 * The inline gate script (src/lib/consent/gate-script.ts) hides it before the first paint when a
 * choice is stored, and <noscript> CSS hides it without JavaScript (there is nothing to ask then).
 * After hydration the island reads the cookie itself and removes the banner once a choice exists.
 * The settings dialog loads only when asked for (React.lazy, as the sign-in dialog).
 */
const ConsentDialog = lazy(() => import('@/components/consent/consent-dialog.client'))

const chosen = () => getConsent() !== null
// The server cannot know: it renders the banner, and the browser removes it after hydration.
const chosenOnServer = () => false

export function ConsentIsland() {
  const banner = !useSyncExternalStore(onConsentChange, chosen, chosenOnServer)
  const [settings, setSettings] = useState<{ opener: Element | null } | null>(null)

  useEffect(() => onOpenConsentSettings(() => setSettings({ opener: document.activeElement })), [])
  // The gate script's guess (a cookie of the right version) corrected by the full check.
  useEffect(() => {
    if (banner) document.documentElement.removeAttribute(CONSENT_ATTRIBUTE)
    else document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'chosen')
  }, [banner])

  // The banner's "Choose" button is gone once a choice is saved: focus goes to the page instead.
  const returnFocus = () => {
    const opener = settings?.opener
    if (opener instanceof HTMLElement && opener.isConnected) return opener
    focusMain()
    return null
  }

  return (
    <>
      {banner && <CookieBanner onChoose={() => setSettings({ opener: document.activeElement })} />}
      <Suspense fallback={null}>
        {settings && <ConsentDialog onClose={() => setSettings(null)} returnFocus={returnFocus} />}
      </Suspense>
    </>
  )
}
