import type { Access } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/** The public (members too) reads published documents only; the editorial team reads drafts too. */
export const publishedOrStaff: Access = defineRule(
  'publishedOrStaff',
  ({ req }) => callerOf(req.user).kind === 'staff' || { _status: { equals: 'published' } },
)
