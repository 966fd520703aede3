import type { CollectionBeforeOperationHook } from 'payload'
import { Forbidden } from 'payload'

import { roleOf } from '@/access/caller'

/** What a member may change in their own account with a plain update (REST, updateMember). */
const WRITABLE = new Set(['name', 'newsletter'])

/** Where to go instead, for what members may not change directly. */
const INSTEAD: Record<string, string> = {
  password: 'Change your password with changeMyPassword, which asks for your current password.',
  avatar: 'Change your profile picture with updateMyAvatar.',
  saved: 'Save and unsave items with toggleSaved.',
  email: 'Your email address cannot be changed here.',
}

/** Payload's Forbidden in our words: 403, and logged under its name (as info, not as a server error). */
class Refused extends Forbidden {
  constructor(message: string) {
    super()
    this.message = message
    this.name = 'Forbidden'
  }
}

/**
 * A member's plain update may change their name and newsletter choice, nothing else: anything a
 * member field gains later is refused until it is listed here. Payload would silently drop fields
 * whose access says no; this answers 403 in words instead. Admins, our own Local API calls (the
 * mutations, after their own checks) and Payload's internal updates are not limited.
 */
export const memberWriteGuard: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || roleOf(req.user) === 'admin') return args
  const { data = {}, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean }
  // Payload's own updates inside a request (a reset token stored by forgotPassword) override access.
  if (overrideAccess === true) return args
  const refused = Object.keys(data).filter((key) => data[key] !== undefined && !WRITABLE.has(key))
  if (refused.length === 0) return args
  const reasons = [...new Set(refused.map((key) => INSTEAD[key] ?? `You cannot change ${key}.`))]
  throw new Refused(reasons.join(' '))
}
