'use server'

import type { z } from 'zod'

import { payload } from '@/lib/payload'
import { errorsOf, type FormErrors } from '@/lib/forms/errors'
import { subscribeInput } from '@/lib/forms/subscribe'
import { requestSubscription } from '@/server/newsletter/subscriptions'

export type SubscribeAnswer = { ok: true; message: string } | { ok: false; errors: FormErrors }

const FAILED: FormErrors = {
  message: 'We could not save your sign-up just now. Please try again in a minute.',
  fields: {},
}

/**
 * Newsletter sign-up: stores a pending subscriber with the words they agreed to and sends the
 * confirmation link (src/server/newsletter). An address that is already on the list gets the same
 * answer, so the form never reveals who subscribes. Success is answered only once the sign-up has
 * been read back and the email handed to the mail server. Anyone can call a server action with
 * anything: the input is checked with the form's own schema.
 */
export async function subscribe(input: z.input<typeof subscribeInput>): Promise<SubscribeAnswer> {
  const parsed = subscribeInput.safeParse(input)
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const { email, consentText, source } = parsed.data
  try {
    await requestSubscription(await payload(), { email, consentText, source })
    return { ok: true, message: 'Thanks! Check your inbox to confirm your subscription.' }
  } catch (error) {
    console.error('subscribe failed', error)
    return { ok: false, errors: FAILED }
  }
}
