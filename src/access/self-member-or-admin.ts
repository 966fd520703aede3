import type { Access } from 'payload'

import { roleOf } from '@/access/roles'

/** A member reads and edits only their own account; admins may manage any. */
export const selfMemberOrAdmin: Access = ({ req }) => {
  if (roleOf(req.user) === 'admin') return true
  return req.user?.collection === 'members' ? { id: { equals: req.user.id } } : false
}
