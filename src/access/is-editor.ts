import { callerOf, isEditorial } from '@/access/caller'
import { defineRule, type Rule } from '@/access/rule'

/** Editors and admins: publish, delete, edit navigation and the home page. */
export const isEditor: Rule = defineRule('isEditor', ({ req }) => isEditorial(callerOf(req.user)))
