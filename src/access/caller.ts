import { ROLES, type Role } from '@/access/roles'

/**
 * Who is asking. Staff (`users`) and members (`members`) are numbered separately, so their ids
 * collide: an id means nothing without its collection. Access rules never read `req.user`
 * themselves; they ask this, which knows the collection, and fails closed on anything else.
 */
export type Caller =
  { kind: 'anonymous' } | { kind: 'member'; id: number | string } | { kind: 'staff'; id: number | string; role: Role }

type MaybeUser = { collection?: unknown; id?: unknown; role?: unknown } | null | undefined

const ANONYMOUS: Caller = { kind: 'anonymous' }

const isId = (id: unknown): id is number | string => typeof id === 'number' || (typeof id === 'string' && id !== '')

export function callerOf(user: MaybeUser): Caller {
  if (!user || !isId(user.id)) return ANONYMOUS
  if (user.collection === 'members') return { kind: 'member', id: user.id }
  if (user.collection === 'users' && ROLES.includes(user.role as Role)) {
    return { kind: 'staff', id: user.id, role: user.role as Role }
  }
  // No collection (a Local API call given a bare document) or no role: nobody in particular.
  return ANONYMOUS
}

/** The editorial role of a signed-in staff account; null for members, visitors and anything else. */
export function roleOf(user: MaybeUser): Role | null {
  const caller = callerOf(user)
  return caller.kind === 'staff' ? caller.role : null
}

/** Editors and admins: the people who publish. */
export const isEditorial = (caller: Caller) =>
  caller.kind === 'staff' && (caller.role === 'admin' || caller.role === 'editor')
