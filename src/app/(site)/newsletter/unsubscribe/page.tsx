import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LinkButton, NewsletterLinkPage } from '@/components/newsletter/link-page'
import { payload } from '@/lib/payload'
import { unsubscribeNewsletter } from '@/server/actions/newsletter-links'
import { linkParams } from '@/server/newsletter/links'
import { unsubscribeState } from '@/server/newsletter/subscriptions'

export const metadata: Metadata = { title: 'Unsubscribe from the newsletter', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where every newsletter email's unsubscribe link leads; a bad link is this folder's 404. */
export default async function UnsubscribeNewsletterPage({ searchParams }: Props) {
  const params = linkParams(await searchParams)
  if (!params) notFound()
  const state = await unsubscribeState(await payload(), params.id, params.token)
  if (state.outcome === 'invalid') notFound()
  const { email } = state.subscriber
  if (state.outcome === 'already') {
    return (
      <NewsletterLinkPage title="You’re unsubscribed">
        <p>
          We won’t send the newsletter to <strong>{email}</strong> again. Changed your mind? Sign up at the bottom of
          any page.
        </p>
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title="Unsubscribe from the newsletter">
      <p>
        Stop sending the weekly Staffroom email to <strong>{email}</strong>?
      </p>
      <LinkButton action={unsubscribeNewsletter} s={params.id} t={params.token} label="Unsubscribe" />
    </NewsletterLinkPage>
  )
}
