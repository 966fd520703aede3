import type { Access, Where } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Admin-panel preferences (columns, collapsed groups): each staff account its own, keyed on the
 * collection as well as the id. Members never use the admin and keep none.
 */
export const ownPreferences: Access = defineRule('ownPreferences', ({ req }) => {
  const caller = callerOf(req.user)
  if (caller.kind !== 'staff') return false
  const own: Where = { and: [{ 'user.value': { equals: caller.id } }, { 'user.relationTo': { equals: 'users' } }] }
  return own
})
