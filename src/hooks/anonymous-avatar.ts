import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { CollectionBeforeOperationHook, FieldHook, TypeWithID } from 'payload'

import { callerOf } from '@/access/caller'

/** Nothing personal in an avatar's public data: the same words for everyone. */
export const AVATAR_ALT = 'Profile picture'

export const sameAltForEveryone: FieldHook = () => AVATAR_ALT

/** A member's avatar is always their own, whatever the request names as its owner. */
export const ownerIsUploader: FieldHook<TypeWithID, number | string | null | undefined> = ({
  operation,
  req,
  value,
}) => {
  const caller = callerOf(req.user)
  return operation === 'create' && caller.kind === 'member' ? caller.id : value
}

/**
 * The file is public at its URL, so the URL must not say whose it is or let anyone count
 * through everyone's (`avatar-<member id>.png`): a random name, the extension kept.
 */
export const randomAvatarName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && req.file) {
    const ext = path.extname(req.file.name).toLowerCase()
    req.file.name = `avatar-${randomBytes(12).toString('hex')}${ext}`
  }
  return args
}
