import { callerOf } from '@/access/caller'
import { defineRule, type Rule } from '@/access/rule'

export const isAdmin: Rule = defineRule('isAdmin', ({ req }) => {
  const caller = callerOf(req.user)
  return caller.kind === 'staff' && caller.role === 'admin'
})

/** The same rule, for field-level access (kept for readability where fields are configured). */
export const isAdminField = isAdmin
