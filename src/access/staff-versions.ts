import type { Access } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Versions of articles and pages hold every draft ever saved: editors and admins read them all,
 * contributors only those of documents they created (the admin shows them their drafts'
 * history), members and visitors none.
 */
export const staffVersions: Access = defineRule('staffVersions', ({ req }) => {
  const caller = callerOf(req.user)
  if (isEditorial(caller)) return true
  if (caller.kind !== 'staff') return false
  return { 'version.createdBy': { equals: caller.id } }
})
