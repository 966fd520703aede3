import type { Metadata } from 'next'

import { NewsletterLinkPage } from '@/components/newsletter/link-page'

export const metadata: Metadata = { title: 'Link not valid', robots: { index: false, follow: false } }

/** A newsletter link that is cut short, altered or no longer ours: a 404 that says what to do. */
export default function NewsletterLinkNotFound() {
  return (
    <NewsletterLinkPage title="This link isn’t valid">
      <p>
        It may have been cut short when it was copied, or the address it was sent to has changed. Use the link in your
        most recent Staffroom email, or sign up again at the bottom of this page.
      </p>
    </NewsletterLinkPage>
  )
}
