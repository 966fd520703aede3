import type { GraphQLObjectType } from 'graphql'
import { ValidationError } from 'payload'

import { AccountError, invalidInput } from '@/graphql/schema/account-error'
import { memberAuthType, type GraphQL } from '@/graphql/schema/account-types'
import type { ResolverContext } from '@/graphql/schema/current-member'
import { memberInputErrors, normalizeEmail } from '@/graphql/schema/member-rules'
import { LIMITS, clientIp, enforce } from '@/server/rate-limit'

const EXISTS = 'An account with this email already exists. Sign in or reset your password.'

type Args = { name: string; email: string; password: string; newsletter?: boolean | null }

const emailTaken = () => new AccountError(EXISTS, 'CONFLICT', { fields: { email: EXISTS } })

/** Two sign-ups with one address at once: the second meets the unique index, never a raw DB error. */
const isDuplicateEmail = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')

export const signUp = (g: GraphQL, member: GraphQLObjectType) => ({
  type: new g.GraphQLNonNull(memberAuthType(g, member)),
  description: 'Creates a member account and signs it in.',
  args: {
    name: { type: new g.GraphQLNonNull(g.GraphQLString) },
    email: { type: new g.GraphQLNonNull(g.GraphQLString) },
    password: { type: new g.GraphQLNonNull(g.GraphQLString) },
    newsletter: { type: g.GraphQLBoolean, defaultValue: false },
  },
  async resolve(_root: unknown, args: Args, { req }: ResolverContext) {
    await enforce(LIMITS.signUp, `ip:${clientIp(req.headers)}`)
    const errors = memberInputErrors(args)
    if (Object.keys(errors).length > 0) throw invalidInput(errors)
    const email = normalizeEmail(args.email)
    const { payload } = req
    const { totalDocs } = await payload.count({ collection: 'members', where: { email: { equals: email } } })
    if (totalDocs > 0) throw emailTaken()
    // Local API (no visitor request): this attempt was counted above, not again by the members hook.
    await payload
      .create({
        collection: 'members',
        data: { name: args.name.trim(), email, password: args.password, newsletter: Boolean(args.newsletter) },
        depth: 0,
      })
      .catch((error: unknown) => {
        throw isDuplicateEmail(error) ? emailTaken() : error
      })
    const { token, exp, user } = await payload.login({
      collection: 'members',
      data: { email, password: args.password },
      depth: 0,
    })
    return { token, exp, member: user }
  },
})
