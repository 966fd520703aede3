import type { Access, FieldAccess } from 'payload'

import { roleOf } from '@/access/roles'

export const isAdmin: Access = ({ req }) => roleOf(req.user) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req.user) === 'admin'
