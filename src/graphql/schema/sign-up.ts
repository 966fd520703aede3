import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { ValidationError } from 'payload'

import { parseInput } from '@/graphql/schema/account-error'
import type { GraphQL } from '@/graphql/schema/account-types'
import type { ResolverContext } from '@/graphql/schema/current-member'
import { normalizeEmail, signUpInput } from '@/lib/forms/member'
import { sendAlreadyRegistered } from '@/server/already-registered'
import { LIMITS, clientIp, enforce } from '@/server/rate-limit'

type Args = { name: string; email: string; password: string; newsletter?: boolean | null }

/** Two sign-ups with one address at once: the second meets the unique index. */
const isDuplicateEmail = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')

/**
 * As long as hashing a new account's password (Payload 3.90: PBKDF2-SHA256, 600,000 rounds), so
 * that the time an answer takes does not tell a new address from a known one either.
 */
const hashAsLong = (password: string) => promisify(pbkdf2)(password, randomBytes(32), 600_000, 32, 'sha256')

export const signUp = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(g.GraphQLBoolean),
  description:
    'Creates a member account; when the email already has one, emails its owner instead. Answers true either way, ' +
    'so that nobody learns which addresses have accounts: sign in with loginMember next.',
  args: {
    name: { type: new g.GraphQLNonNull(g.GraphQLString) },
    email: { type: new g.GraphQLNonNull(g.GraphQLString) },
    password: { type: new g.GraphQLNonNull(g.GraphQLString) },
    newsletter: { type: g.GraphQLBoolean, defaultValue: false },
  },
  async resolve(_root: unknown, args: Args, { req }: ResolverContext) {
    await enforce(LIMITS.signUp, `ip:${clientIp(req.headers)}`)
    const { name, password, newsletter, ...input } = parseInput(signUpInput, args)
    const email = normalizeEmail(input.email)
    const { payload } = req
    const { totalDocs } = await payload.count({ collection: 'members', where: { email: { equals: email } } })
    // Local API (no visitor request): this attempt was counted above, not again by the members hook.
    const created =
      totalDocs === 0 &&
      (await payload
        .create({
          collection: 'members',
          data: { name, email, password, newsletter: Boolean(newsletter) },
          depth: 0,
        })
        .then(
          () => true,
          (error: unknown) => {
            if (isDuplicateEmail(error)) return false
            throw error
          },
        ))
    if (!created) {
      await hashAsLong(password)
      // Not awaited: how long the mail server takes must not show in the answer either.
      void sendAlreadyRegistered(payload, email).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Could not send the already-registered email' }),
      )
    }
    return true
  },
})
