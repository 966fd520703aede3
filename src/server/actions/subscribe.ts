'use server'

import { ValidationError } from 'payload'
import type { z } from 'zod'

import { payload } from '@/lib/payload'
import { errorsOf, type FormErrors } from '@/lib/forms/errors'
import { subscribeInput } from '@/lib/forms/subscribe'

export type SubscribeAnswer = { ok: true; message: string } | { ok: false; errors: FormErrors }

const FAILED: FormErrors = {
  message: 'We could not save your sign-up just now. Please try again in a minute.',
  fields: {},
}

/**
 * Newsletter sign-up: stores a pending subscriber with the words they agreed to. An address that
 * is already on the list gets the same answer, so the form never reveals who subscribes. Anyone
 * can call a server action with anything: the input is checked with the form's own schema.
 */
export async function subscribe(input: z.input<typeof subscribeInput>): Promise<SubscribeAnswer> {
  const parsed = subscribeInput.safeParse(input)
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const { consentText, source } = parsed.data
  const email = parsed.data.email.toLowerCase()
  try {
    const cms = await payload()
    const listed = async () =>
      (await cms.count({ collection: 'subscribers', where: { email: { equals: email } } })).totalDocs > 0
    if (!(await listed())) {
      await cms
        .create({
          collection: 'subscribers',
          data: { email, status: 'pending', source, consent: { text: consentText, at: new Date().toISOString() } },
        })
        // The same address sent twice at once: the second meets the unique index, and is listed all the same.
        .catch(async (error: unknown) => {
          if (!(error instanceof ValidationError && (await listed()))) throw error
        })
    }
    return { ok: true, message: 'Thanks! Check your inbox to confirm your subscription.' }
  } catch (error) {
    console.error('subscribe failed', error)
    return { ok: false, errors: FAILED }
  }
}
