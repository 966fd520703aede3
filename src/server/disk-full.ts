import fs from 'node:fs'
import path from 'node:path'

import { APIError, type AfterErrorHook, type CollectionBeforeOperationHook, FileUploadError } from 'payload'

import { env } from '@/env'

/** Seconds a client is asked to wait before writing again while the disk is full. */
export const DISK_FULL_RETRY_AFTER = 60

export const DISK_FULL_MESSAGE =
  'The site cannot store anything just now: its disk is full. Nothing was saved; please try again later.'

/** Below this much free space in the media folder, an upload that could not be written is the disk's fault. */
const NEARLY_FULL_BYTES = 1024 * 1024

const FULL = /database or disk is full|SQLITE_FULL|ENOSPC|no space left on device|could not extend file/i

/**
 * Whether an error (or any error it was caused by) says the disk is full: SQLite's SQLITE_FULL,
 * Node's ENOSPC, PostgreSQL's disk_full (53100).
 */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (code === 'ENOSPC' || code === 'SQLITE_FULL' || code === '53100') return true
  if (typeof message === 'string' && FULL.test(message)) return true
  return isDiskFull(cause, depth + 1)
}

/** Bytes free in the media folder's filesystem (its nearest existing folder's, before it is made). */
function mediaRoom(dir = env.MEDIA_DIR): number {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const { bavail, bsize } = fs.statfsSync(at)
      return bavail * bsize
    } catch {
      if (at === path.dirname(at)) return Infinity
    }
  }
}

/** Whether the media folder's filesystem has (almost) no room left. */
export const mediaDiskFull = (dir = env.MEDIA_DIR) => mediaRoom(dir) < NEARLY_FULL_BYTES

/**
 * Before an upload is written (every upload collection): refused with 507 in words when the media
 * folder has no room for the file and its resized copies (allowed four times the file's size and
 * a megabyte), so that a full disk never leaves half-written files behind.
 */
export const roomForUpload: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size
  if (typeof size !== 'number') return args
  if (mediaRoom() < size * 4 + NEARLY_FULL_BYTES) throw new APIError(DISK_FULL_MESSAGE, 507, null, true)
  return args
}

/**
 * REST (Payload's error responses): a write the disk had no room for answers 503 with Retry-After
 * in words, an upload 507 (Insufficient Storage), rather than a 500 or Payload's "There was a
 * problem while uploading the file." (whose cause it drops: the media folder's free space says it).
 */
export const diskFullAnswer: AfterErrorHook = ({ error, req }) => {
  const upload = error instanceof FileUploadError && mediaDiskFull()
  if (!upload && !isDiskFull(error)) return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(DISK_FULL_RETRY_AFTER))
  req.responseHeaders = headers
  return { response: { errors: [{ message: DISK_FULL_MESSAGE }] }, status: upload ? 507 : 503 }
}
