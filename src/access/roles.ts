export const ROLES = ['admin', 'editor', 'contributor'] as const
export type Role = (typeof ROLES)[number]
