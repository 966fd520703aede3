import { defineRule, type Rule } from '@/access/rule'

/** Refused to everyone through the API (the server's own Local API calls still may). */
export const nobody: Rule = defineRule('nobody', () => false)
