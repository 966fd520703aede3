import type { Payload } from 'payload'

import { increment } from '@/server/counters'
import { isFirstRead } from '@/server/first-read'

/**
 * A visitor's download of a printable's PDF, counted when it is their first of that file today
 * (src/server/first-read.ts: reloading, or a script changing its User-Agent, does not inflate it).
 * Whether it counted.
 */
export async function recordDownload(payload: Payload, fileId: number, address: string, userAgent: string) {
  if (!(await isFirstRead(payload.secret, `download:${fileId}`, address, userAgent))) return false
  await increment(payload, 'printable_files', 'downloads', fileId)
  return true
}
