import { createHmac } from 'node:crypto'

import { dayOf } from '@/server/post-views'
import { hit, type Limit } from '@/server/rate-limit'

/** Readers counted per article per day from one address, whatever their browsers say. */
export const READERS_PER_ADDRESS = 5

const untilMidnight = (now: Date) => {
  const midnight = new Date(now)
  midnight.setUTCHours(24, 0, 0, 0)
  return midnight.getTime() - now.getTime()
}

/**
 * Whether this read is the first of this reader of this article (or of any other `subject`: a
 * printable's file, `download:{id}`) today. A reader is the day's
 * HMAC of address and browser (User-Agent) under the server's secret, so no address is kept and
 * yesterday's readers cannot be linked to today's. Only the address holds against a script —
 * a cookie is the client's to drop, and the browser already sends one read per session — so a
 * script that changes its User-Agent counts as at most READERS_PER_ADDRESS readers a day.
 */
export async function isFirstRead(
  secret: string,
  subject: number | string,
  address: string,
  userAgent: string,
  now = new Date(),
): Promise<boolean> {
  const day = dayOf(now)
  const hash = (text: string) => createHmac('sha256', secret).update(`${day}|${text}`).digest('base64url')
  const window = untilMidnight(now)
  const reader: Limit = { name: 'read', limit: 1, windowMs: window }
  if (!(await hit(reader, `${subject}:${hash(`${address}|${userAgent.slice(0, 512)}`)}`)).ok) return false
  const perAddress: Limit = { name: 'readers', limit: READERS_PER_ADDRESS, windowMs: window }
  return (await hit(perAddress, `${subject}:${hash(address)}`)).ok
}
