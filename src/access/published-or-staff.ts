import type { Access } from 'payload'

import { roleOf } from '@/access/roles'

/** The public reads published documents only; the editorial team reads drafts too. */
export const publishedOrStaff: Access = ({ req }) => roleOf(req.user) !== null || { _status: { equals: 'published' } }
