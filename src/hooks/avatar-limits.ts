import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '@/lib/forms/member'
import { uploadedBytes } from '@/server/uploaded-file'
import { UploadRefused } from '@/server/upload-refused'

const FORMATS = new Set(['png', 'jpeg', 'webp'])

/** A refusal in words, shown to the member as it is. */
const refuse = (message: string, status: 400 | 413 = 400) => new UploadRefused(message, status)

/**
 * A profile picture's limits, where the write happens: REST, GraphQL's updateMyAvatar and the
 * Local API all create through here, so none of them can store what another refuses. The bytes
 * decide the type (sharp reads the header), never the name or the declared type.
 */
export const avatarLimits: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const bytes = await uploadedBytes(req)
  if (!bytes) return args
  if (bytes.length > AVATAR_MAX_BYTES) throw refuse('Please choose an image of 5 MB or less.', 413)
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!meta) throw refuse('We could not read this image. Please try another file.')
  if (!meta.format || !FORMATS.has(meta.format)) throw refuse('Please choose a PNG, JPEG or WebP image.')
  if ((meta.width ?? 0) > AVATAR_MAX_SIDE || (meta.height ?? 0) > AVATAR_MAX_SIDE) {
    throw refuse(`Please choose a picture of at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels.`)
  }
  return args
}
