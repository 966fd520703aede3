import type { Access, Where } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'
import { env } from '@/env'
import { dayIn } from '@/lib/faves/day'

/**
 * Faves days: the public (members too) reads published days whose date has come in the site's
 * time zone (editors prepare days ahead); the editorial team reads every day and draft.
 */
export const publishedDayOrStaff: Access = defineRule('publishedDayOrStaff', ({ req }) => {
  if (callerOf(req.user).kind === 'staff') return true
  const due: Where = {
    and: [{ _status: { equals: 'published' } }, { slug: { less_than_equal: dayIn(env.SITE_TIME_ZONE, new Date()) } }],
  }
  return due
})
