import { callerOf } from '@/access/caller'
import { defineRule, type Rule } from '@/access/rule'

/** A signed-in visitor (members collection), never an editor. */
export const isMember: Rule = defineRule('isMember', ({ req }) => callerOf(req.user).kind === 'member')
