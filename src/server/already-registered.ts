import type { Payload } from 'payload'

import { env } from '@/env'
import { LIMITS, hit } from '@/server/rate-limit'

/**
 * Someone tried to sign up with an address that already has an account: its owner hears of it,
 * with a way back in (a reset link, valid one hour, as forgotPasswordMember sends); whoever tried
 * learns nothing. At most 5 an hour per address, sharing forgotPasswordMember's budget, and
 * silently: refusing would tell that the address has an account.
 */
export async function sendAlreadyRegistered(payload: Payload, email: string): Promise<void> {
  if (!(await hit(LIMITS.passwordReset, `members:email:${email}`)).ok) return
  const token = await payload.forgotPassword({ collection: 'members', data: { email }, disableEmail: true })
  if (!token) return // the account went in between
  const signIn = `${env.SERVER_URL}/account`
  const reset = `${env.SERVER_URL}/account?reset=${encodeURIComponent(token)}`
  await payload.sendEmail({
    to: email,
    subject: 'You already have a Staffroom account',
    html: `<p>Someone (hopefully you) just tried to create a Staffroom account with this email address. You already have one.</p>
<p><a href="${signIn}">Sign in</a> with your password, or <a href="${reset}">choose a new password</a> — that link works for one hour.</p>
<p>If it wasn't you, ignore this email: nothing has changed.</p>`,
  })
}
