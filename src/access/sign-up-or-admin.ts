import { callerOf } from '@/access/caller'
import { defineRule, type Rule } from '@/access/rule'

/** New member accounts: visitors sign up, admins may add one; signed-in members and other staff may not. */
export const signUpOrAdmin: Rule = defineRule('signUpOrAdmin', ({ req }) => {
  const caller = callerOf(req.user)
  return caller.kind === 'anonymous' || (caller.kind === 'staff' && caller.role === 'admin')
})
