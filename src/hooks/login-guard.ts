import { pbkdf2, randomBytes } from 'node:crypto'

import {
  AuthenticationError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { LIMITS, clientIp, enforce, hit, release } from '@/server/rate-limit'

type Data = { email?: unknown }

const emailOf = (args: unknown) => {
  const email = ((args as { data?: Data }).data ?? {}).email
  // As Payload matches it; no stored address is longer than 254 characters (keys stay small).
  return typeof email === 'string' ? email.toLowerCase().trim().slice(0, 254) : ''
}

/** Local API calls (seed, our resolvers, tests) have no visitor behind them. */
const fromVisitor = (req: PayloadRequest) => req.payloadAPI !== 'local'

const subjects = (slug: string, req: PayloadRequest, email: string) => {
  const ip = clientIp(req.headers)
  return { ip: `${slug}:ip:${ip}`, pair: `${slug}:${email}@${ip}` }
}

// Payload hashes with PBKDF2-SHA256, 600 000 rounds: an unknown email costs the same time.
const DUMMY_SALT = randomBytes(32).toString('hex')
const hashLikePayload = (password: unknown) => {
  const text = typeof password === 'string' ? password : ''
  return new Promise<void>((resolve) => pbkdf2(text, DUMMY_SALT, 600_000, 32, 'sha256', () => resolve()))
}

/**
 * Sign-in limits for staff (`users`) and members, over REST and GraphQL alike, in place of
 * Payload's own lock (maxLoginAttempts 0), which locked an account for everyone, so that five
 * wrong passwords from anywhere shut its owner out. Here:
 * - an address gets LIMITS.login failed sign-ins an hour per collection (429 past it);
 * - one account from one address gets LIMITS.loginLockout failures in 15 minutes, then that pair
 *   is refused until the window ends — answered exactly like a wrong password, so the answer
 *   never tells whether an account exists or is locked; the owner elsewhere is not affected;
 * - an unknown email takes as long as a wrong password and gets the same 401.
 * Each attempt is counted before it runs (parallel guesses cannot slip past); a sign-in that
 * succeeds gives its count back (loginSucceeded), so only failures add up.
 */
export const loginGuard: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (!fromVisitor(req)) return args
  const email = emailOf(args)
  const { ip, pair } = subjects(collection.slug, req, email)
  if (operation === 'forgotPassword') {
    await enforce(LIMITS.passwordReset, ip, ...(email ? [`${collection.slug}:email:${email}`] : []))
  }
  if (operation !== 'login') return args
  if (!(await hit(LIMITS.loginLockout, pair)).ok) throw new AuthenticationError(req.t)
  await enforce(LIMITS.login, ip)
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (email && password) {
    const { totalDocs } = await req.payload.db.count({
      collection: collection.slug,
      req,
      where: { email: { equals: email } },
    })
    if (totalDocs === 0) {
      await hashLikePayload(password)
      throw new AuthenticationError(req.t)
    }
  }
  return args
}

/** A sign-in that succeeded: its attempt is given back and the account's failures forgotten. */
export const loginSucceeded: CollectionAfterOperationHook = async ({ args, collection, operation, req, result }) => {
  if (operation !== 'login' || !fromVisitor(req)) return result
  const { ip, pair } = subjects(collection.slug, req, emailOf(args))
  await Promise.all([release(LIMITS.login, ip), release(LIMITS.loginLockout, pair, Infinity)])
  return result
}
