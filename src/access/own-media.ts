import type { Access, Where } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Changing or deleting an image: editors and admins any; a contributor only what they uploaded,
 * until the editors take it over (`takenOverAt`: an editor edited it, or a public document or
 * global uses it; src/hooks/take-over-media.ts).
 */
export const ownMedia: Access = defineRule('ownMedia', ({ req }) => {
  const caller = callerOf(req.user)
  if (isEditorial(caller)) return true
  if (caller.kind !== 'staff') return false
  const ownNotTakenOver: Where = { and: [{ uploadedBy: { equals: caller.id } }, { takenOverAt: { exists: false } }] }
  return ownNotTakenOver
})
