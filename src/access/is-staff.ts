import type { Access } from 'payload'

import { roleOf } from '@/access/roles'

/** Any signed-in member of the editorial team, contributors included. */
export const isStaff: Access = ({ req }) => roleOf(req.user) !== null
