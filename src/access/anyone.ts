import { defineRule, type Rule } from '@/access/rule'

export const anyone: Rule = defineRule('anyone', () => true)
