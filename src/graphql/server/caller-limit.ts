import type { IncomingHttpHeaders } from 'node:http'

import type { PayloadRequest } from 'payload'

import { RequestError } from '@/graphql/server/errors'
import { LIMITS as GRAPHQL_LIMITS } from '@/graphql/server/limits'
import { addressKey } from '@/server/client-address'
import { LIMITS, hit } from '@/server/rate-limit'

/**
 * What an operation costs against LIMITS.graphql: 1, plus 1 for every 100 of its estimated cost,
 * plus 1 for each mutation field. A mutation's weight in the cost (LIMITS.mutationCost) bounds how
 * many one request may hold; counted here it would leave a school's teachers behind one address a
 * few dozen writes a minute between them.
 */
export const pointsOf = ({ cost, mutations }: { cost: number; mutations: number }) =>
  1 + mutations + Math.floor((cost - mutations * GRAPHQL_LIMITS.mutationCost) / 100)

/** Whether a request says who it is; one that does not is anonymous without asking the database. */
export const hasCredentials = (headers: IncomingHttpHeaders) =>
  Boolean(headers.authorization) || /(?:^|;\s*)payload-token=/.test(headers.cookie ?? '')

/**
 * Whom a request is counted against: its signed-in account, else its address — so a made-up token
 * (which makes a request anonymous) never escapes the address's count.
 */
export const callerOf = (req: PayloadRequest | undefined, address: string) =>
  req?.user ? `${req.user.collection}:${req.user.id}` : `ip:${addressKey(address)}`

/**
 * Counts `points` against the caller; over LIMITS.graphql: 429 with Retry-After. Cheap operations
 * cost 1, so a visitor can run hundreds a minute; the most expensive allowed cost 51, so a script
 * cannot run more than a dozen of those.
 */
export async function charge(caller: string, points: number): Promise<void> {
  const { ok, retryAfter } = await hit(LIMITS.graphql, caller, points)
  if (ok) return
  throw new RequestError(429, `Too many requests. Try again in ${retryAfter} seconds.`, 'RATE_LIMITED', {
    'retry-after': String(retryAfter),
  })
}
