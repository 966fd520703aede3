import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AccountPanel } from '@/components/account/lazy.client'
import { PageHeading } from '@/components/page-heading'
import { SiteLayout } from '@/layouts/site-layout'

export const metadata: Metadata = { title: 'Your account', robots: { index: false, follow: false } }

/** Static for everyone: who is signed in is known only in the browser. */
export default function AccountPage() {
  return (
    <SiteLayout layout="page-without-ad">
      <PageHeading title="Your account" />
      {/* The height of the sign-in form, held while the panel loads: the footer does not jump. */}
      <div className="container-site min-h-[34rem] pb-16">
        {/* The panel reads ?reset= (useSearchParams) and loads after the page: the static shell renders this fallback. */}
        <Suspense fallback={<p role="status">Loading your account…</p>}>
          <AccountPanel />
        </Suspense>
      </div>
    </SiteLayout>
  )
}
