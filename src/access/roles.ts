import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'contributor'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { collection?: string; role?: Role | null } | null | undefined

/** Editors' accounts live in `users`; anything else (members, later) has no editorial role. */
export function roleOf(user: MaybeUser): Role | null {
  if (!user || (user.collection && user.collection !== 'users')) return null
  return (user as Pick<User, 'role'>).role ?? null
}
