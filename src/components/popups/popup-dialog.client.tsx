'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { otherDialogOpen } from '@/components/popups/triggers'
import type { NewsletterWords, PopupProps } from '@/components/popups/types'
import RunningSubscribeForm from '@/components/subscribe/subscribe-form.client'
import { Dialog } from '@/components/ui/dialog.client'

type Props = {
  title: string
  cta: PopupProps['cta']
  /** The newsletter form's words, when the dialog carries the form. */
  newsletter: NewsletterWords | null
  /** Where a sign-up came from, stored with the subscriber. */
  source: string
  onClose: () => void
  /** Another dialog opened while this one's code loaded: it stays shut and waits its turn. */
  onStepBack: () => void
  children: ReactNode
}

/**
 * A popup or the sign-up modal: the app's modal <dialog> (labelled by its heading, Escape and
 * Close close it, focus goes in and comes back), over the page in the top layer, so nothing moves.
 */
export default function PopupDialog({ title, cta, newsletter, source, onClose, onStepBack, children }: Props) {
  const external = cta && /^https?:\/\//.test(cta.href)
  const newTab = cta?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const ctaClass =
    'inline-flex h-12 items-center justify-center self-start rounded-full bg-chalk px-6 font-semibold text-paper hover:bg-chalk-light'
  return (
    <Dialog title={title} onClose={onClose} stepBackIf={otherDialogOpen} onStepBack={onStepBack}>
      <div data-popup={source}>{children}</div>
      {cta &&
        (external ? (
          <a href={cta.href} className={ctaClass} onClick={onClose} {...newTab}>
            {cta.label}
          </a>
        ) : (
          <Link href={cta.href} className={ctaClass} onClick={onClose} {...newTab}>
            {cta.label}
          </Link>
        ))}
      {newsletter && (
        <RunningSubscribeForm
          buttonLabel={newsletter.buttonLabel}
          consentText={newsletter.consentText}
          source={source}
        />
      )}
    </Dialog>
  )
}
