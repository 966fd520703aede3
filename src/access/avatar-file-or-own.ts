import type { Access } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * Members' profile pictures: the file itself is public at its URL (the site shows it), the
 * documents are not: a member reads only their own (for their account page), admins all,
 * nobody else can list or query them.
 */
export const avatarFileOrOwn: Access = defineRule('avatarFileOrOwn', ({ req, isReadingStaticFile }) => {
  if (isReadingStaticFile) return true
  const caller = callerOf(req.user)
  if (caller.kind === 'member') return { owner: { equals: caller.id } }
  return caller.kind === 'staff' && caller.role === 'admin'
})
