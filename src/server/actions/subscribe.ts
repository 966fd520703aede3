'use server'

import { z } from 'zod'

import { payload } from '@/lib/payload'

export type SubscribeState = { status: 'idle' | 'ok' | 'error'; message: string; email?: string; consent?: boolean }

const input = z.object({
  email: z.string().trim().toLowerCase().email('Enter an email address like name@school.org.').max(254),
  consent: z.literal('on', { errorMap: () => ({ message: 'Tick the box so we know you want the email.' }) }),
  consentText: z.string().trim().min(1).max(500),
  source: z.string().trim().max(120).default('site'),
})

/**
 * Newsletter sign-up: stores a pending subscriber with the words they agreed to. An address that
 * is already on the list gets the same answer, so the form never reveals who subscribes.
 */
export async function subscribe(_prev: SubscribeState, form: FormData): Promise<SubscribeState> {
  const parsed = input.safeParse(Object.fromEntries(form))
  const kept = { email: String(form.get('email') ?? ''), consent: form.get('consent') === 'on' }
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0].message, ...kept }
  const { email: address, consentText, source } = parsed.data
  try {
    const cms = await payload()
    const { totalDocs } = await cms.count({ collection: 'subscribers', where: { email: { equals: address } } })
    if (totalDocs === 0) {
      await cms.create({
        collection: 'subscribers',
        data: {
          email: address,
          status: 'pending',
          source,
          consent: { text: consentText, at: new Date().toISOString() },
        },
      })
    }
    return { status: 'ok', message: 'Thanks! Check your inbox to confirm your subscription.' }
  } catch (error) {
    console.error('subscribe failed', error)
    return {
      status: 'error',
      message: 'We could not save your sign-up just now. Please try again in a minute.',
      ...kept,
    }
  }
}
