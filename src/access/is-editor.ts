import type { Access } from 'payload'

import { roleOf } from '@/access/roles'

/** Editors and admins: publish, delete, edit navigation and the home page. */
export const isEditor: Access = ({ req }) => {
  const role = roleOf(req.user)
  return role === 'admin' || role === 'editor'
}
