'use server'

import { redirect } from 'next/navigation'

import { payload } from '@/lib/payload'
import { linkParams } from '@/server/newsletter/links'
import { confirmSubscription, unsubscribeByLink } from '@/server/newsletter/subscriptions'

/**
 * The buttons of /newsletter/confirm and /newsletter/unsubscribe. A link in an email only shows
 * the page: mail scanners open links, and a GET must never subscribe or unsubscribe anyone. The
 * page then shows the new state (it works without JavaScript: a plain form post).
 */
async function follow(action: 'confirm' | 'unsubscribe', form: FormData): Promise<never> {
  const params = linkParams({ s: form.get('s'), t: form.get('t') })
  if (params) {
    const cms = await payload()
    await (action === 'confirm' ? confirmSubscription : unsubscribeByLink)(cms, params.id, params.token)
  }
  const query = params ? `?${new URLSearchParams({ s: String(params.id), t: params.token })}` : ''
  redirect(`/newsletter/${action}${query}`)
}

export async function confirmNewsletter(form: FormData): Promise<never> {
  return follow('confirm', form)
}

export async function unsubscribeNewsletter(form: FormData): Promise<never> {
  return follow('unsubscribe', form)
}
