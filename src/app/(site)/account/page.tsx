import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AccountPanel } from '@/components/account/account-panel.client'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'

export const metadata: Metadata = { title: 'Your account', robots: { index: false, follow: false } }

/** Static for everyone: who is signed in is known only in the browser. */
export default function AccountPage() {
  return (
    <SiteLayout layout="page-without-ad">
      <PageHeading title="Your account" />
      <div className="container-site pb-16">
        {/* AccountPanel reads ?reset= (useSearchParams): the static shell renders this fallback. */}
        <Suspense fallback={<p role="status">Loading your account…</p>}>
          <AccountPanel />
        </Suspense>
      </div>
    </SiteLayout>
  )
}
