import type { CollectionBeforeOperationHook } from 'payload'

import { invalidInput } from '@/graphql/schema/account-error'
import { memberInputErrors, normalizeEmail } from '@/graphql/schema/member-rules'
import { LIMITS, clientIp, enforce } from '@/server/rate-limit'

type Data = { name?: unknown; email?: unknown; password?: unknown }

/**
 * Limits on Payload's own member operations (loginMember, forgotPasswordMember, createMember and
 * their REST twins): Payload 3 has no rate limiting. Local API calls (seed, our resolvers, tests)
 * have no visitor behind them and are not counted; neither is staff working in /admin.
 */
export const memberAuthGuard: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || (req.user && req.user.collection !== 'members')) return args
  const ip = `ip:${clientIp(req.headers)}`
  const data: Data = (args as { data?: Data }).data ?? {}
  if (operation === 'login') await enforce(LIMITS.login, ip)
  if (operation === 'forgotPassword') {
    const email = typeof data.email === 'string' ? normalizeEmail(data.email) : ''
    await enforce(LIMITS.passwordReset, ip, ...(email ? [`email:${email}`] : []))
  }
  if (operation === 'create') {
    // createMember is a sign-up too: the same limit and the same rules as our signUp mutation.
    await enforce(LIMITS.signUp, ip)
    const errors = memberInputErrors({
      name: String(data.name ?? ''),
      email: String(data.email ?? ''),
      password: String(data.password ?? ''),
    })
    if (Object.keys(errors).length > 0) throw invalidInput(errors)
  }
  if ((operation === 'resetPassword' || operation === 'update') && data.password !== undefined) {
    // Payload checks only that a password exists: a reset or change meets the same rule as sign-up.
    const errors = memberInputErrors({ password: String(data.password) })
    if (Object.keys(errors).length > 0) throw invalidInput(errors)
  }
  return args
}
