import type { Access } from 'payload'

import { roleOf } from '@/access/roles'

/** Admins manage every account; everyone else only their own. */
export const selfOrAdmin: Access = ({ req }) => {
  if (roleOf(req.user) === 'admin') return true
  return req.user ? { id: { equals: req.user.id } } : false
}
