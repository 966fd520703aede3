import './globals.css'

import type { ReactNode } from 'react'

import { fraunces } from '@/app/fonts'
import { ConsentIsland } from '@/components/consent/consent-island.client'
import { consentGateScript } from '@/lib/consent/gate-script'
import { DraftBanner } from '@/components/draft-banner'
import { Popups } from '@/components/popups/popups'
import { ApiErrorToast } from '@/graphql/client/api-error-toast.client'
import { chunkGuardScript } from '@/components/shell/chunk-guard-script'
import { HydrationMark } from '@/components/shell/hydration-mark.client'
import { LoadingBar } from '@/components/shell/loading-bar.client'
import { OnlineStatus } from '@/components/shell/online-status.client'
import { PageTransitions } from '@/components/shell/page-transitions.client'
import { ScrollManager } from '@/components/shell/scroll-manager.client'
import { previewCaller } from '@/lib/preview-caller'
import { getSiteSettings } from '@/lib/queries/globals'
import { JsonLd, organizationLd, websiteLd } from '@/lib/seo/json-ld'
import { siteMetadata } from '@/lib/seo/metadata'

export async function generateMetadata() {
  return siteMetadata(await getSiteSettings())
}

export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  const [settings, previewer] = await Promise.all([getSiteSettings(), previewCaller()])
  return (
    // suppressHydrationWarning: the consent gate script sets data-consent on <html> before React hydrates.
    <html lang="en" className={fraunces.variable} suppressHydrationWarning>
      <head>
        {/* Before any Next chunk loads, so a chunk that fails to load is caught (and the page reloads once). */}
        <script dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
        <script dangerouslySetInnerHTML={{ __html: consentGateScript }} />
        {/* Without JavaScript the banner's buttons could not work: there is nothing to ask. */}
        <noscript>
          <style>{'[data-cookie-banner]{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sun px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {/* Early in the page so its buttons come first in Tab order; it shows at the bottom. */}
        <ConsentIsland />
        <LoadingBar />
        <ScrollManager />
        <PageTransitions />
        {previewer && <DraftBanner />}
        {children}
        <OnlineStatus />
        <HydrationMark />
        <ApiErrorToast />
        <Popups />
        <JsonLd data={[websiteLd(settings), organizationLd(settings)]} />
      </body>
    </html>
  )
}
