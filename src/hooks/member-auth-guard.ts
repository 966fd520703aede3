import type { CollectionBeforeOperationHook } from 'payload'

import { parseInput } from '@/graphql/schema/account-error'
import { forgotPasswordInput, newPasswordInput, signInInput } from '@/lib/forms/member'

type Data = { email?: unknown; password?: unknown }

/**
 * Rules on Payload's own member operations that it does not check itself (sign-in and reset
 * requests are limited in login-guard.ts; plain updates in member-write-guard.ts). Local API calls
 * (seed, our resolvers, tests) have no visitor behind them; neither is staff working in /admin.
 */
export const memberAuthGuard: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || (req.user && req.user.collection !== 'members')) return args
  const data: Data = (args as { data?: Data }).data ?? {}
  // The forms' own rules: a client that skips the form hears the same words.
  if (operation === 'login') parseInput(signInInput, data)
  if (operation === 'forgotPassword') parseInput(forgotPasswordInput, data)
  if (operation === 'resetPassword' && data.password !== undefined) {
    // Payload checks only that a password exists: a reset meets the same rule as sign-up.
    parseInput(newPasswordInput, { password: data.password })
  }
  return args
}
