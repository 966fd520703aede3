import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LinkButton, NewsletterLinkPage } from '@/components/newsletter/link-page'
import { SubscribeForm } from '@/components/subscribe/subscribe-form'
import { getFooter } from '@/lib/queries/globals'
import { payload } from '@/lib/payload'
import { confirmNewsletter } from '@/server/actions/newsletter-links'
import { CONFIRM_DAYS, linkParams } from '@/server/newsletter/links'
import { confirmationState } from '@/server/newsletter/subscriptions'

export const metadata: Metadata = { title: 'Confirm your newsletter', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where the confirmation email leads (`?s=<subscriber>&t=<token>`); a bad link is this folder's 404. */
export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const params = linkParams(await searchParams)
  if (!params) notFound()
  const state = await confirmationState(await payload(), params.id, params.token)
  if (state.outcome === 'invalid') notFound()
  const { email } = state.subscriber
  if (state.outcome === 'already') {
    return (
      <NewsletterLinkPage title="You’re subscribed">
        <p>
          The weekly Staffroom email will go to <strong>{email}</strong>. Every one has a link to unsubscribe at the
          bottom.
        </p>
      </NewsletterLinkPage>
    )
  }
  if (state.outcome === 'expired') {
    const footer = await getFooter()
    return (
      <NewsletterLinkPage title="This link has expired">
        <p>
          Confirmation links work for {CONFIRM_DAYS} days, and only the newest one does. Sign up again and we’ll send{' '}
          <strong>{email}</strong> a fresh link.
        </p>
        <div className="rounded-3xl bg-chalk p-6 text-paper">
          <SubscribeForm
            buttonLabel={footer.newsletter.buttonLabel}
            consentText={footer.newsletter.consentText}
            source="confirm-expired"
            tone="dark"
          />
        </div>
      </NewsletterLinkPage>
    )
  }
  return (
    <NewsletterLinkPage title="Confirm your subscription">
      <p>
        Send the weekly Staffroom email to <strong>{email}</strong>? One email a week, and you can unsubscribe from any
        of them.
      </p>
      <LinkButton action={confirmNewsletter} s={params.id} t={params.token} label="Yes, send me the newsletter" />
    </NewsletterLinkPage>
  )
}
