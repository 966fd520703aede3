import type { Access, Where } from 'payload'

import { roleOf } from '@/access/roles'

/**
 * Create and update for versioned content. Editors and admins may do anything; contributors
 * may only write drafts, and only to documents they created that have never been published.
 */
export const contributorDrafts: Access = ({ req, data }) => {
  const role = roleOf(req.user)
  if (role === 'admin' || role === 'editor') return true
  if (role !== 'contributor' || !req.user) return false
  if (data && (data as { _status?: string })._status === 'published') return false
  const ownNeverPublished: Where = {
    and: [
      { createdBy: { equals: req.user.id } },
      { _status: { not_equals: 'published' } },
      { firstPublishedAt: { exists: false } },
    ],
  }
  return ownNeverPublished
}
