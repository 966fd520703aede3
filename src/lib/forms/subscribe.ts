import { z } from 'zod'

import { emailAddress } from '@/lib/forms/fields'

/**
 * The newsletter sign-up, checked by the form in the browser (loaded when the visitor first uses
 * it: the form is on every page) and again by the server action.
 */
export const subscribeInput = z.object({
  email: emailAddress,
  consent: z.literal(true, { errorMap: () => ({ message: 'Tick the box so we know you want the email.' }) }),
  consentText: z.string().trim().min(1).max(500),
  source: z.string().trim().max(120).default('site'),
})
