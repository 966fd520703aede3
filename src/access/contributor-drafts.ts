import type { Access, Where } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Create and update for versioned content. Editors and admins may do anything; contributors
 * may only write drafts, and only to documents they created that have never been published.
 */
export const contributorDrafts: Access = defineRule('contributorDrafts', ({ req, data }) => {
  const caller = callerOf(req.user)
  if (isEditorial(caller)) return true
  if (caller.kind !== 'staff') return false
  if (data && (data as { _status?: string })._status === 'published') return false
  const ownNeverPublished: Where = {
    and: [
      { createdBy: { equals: caller.id } },
      { _status: { not_equals: 'published' } },
      { firstPublishedAt: { exists: false } },
    ],
  }
  return ownNeverPublished
})
