import { callerOf } from '@/access/caller'
import { defineRule, type Rule } from '@/access/rule'

/** Any signed-in member of the editorial team, contributors included; never a member. */
export const isStaff: Rule = defineRule('isStaff', ({ req }) => callerOf(req.user).kind === 'staff')
