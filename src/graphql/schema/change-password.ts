import { AuthenticationError, type PayloadRequest } from 'payload'

import { AccountError, parseInput } from '@/graphql/schema/account-error'
import type { GraphQL } from '@/graphql/schema/account-types'
import { requireMember, type ResolverContext } from '@/graphql/schema/current-member'
import { changePasswordInput } from '@/lib/forms/member'
import type { Member } from '@/payload-types'

type Args = { currentPassword: string; newPassword: string }

const WRONG = 'Your current password is not right.'

/**
 * Checked by signing in with it, as the visitor's request: the sign-in guard (login-guard.ts)
 * counts a wrong guess like a failed sign-in from that address, and locks this account out for
 * that address after 5, so a stolen session cannot guess its way to a new password. The session
 * this sign-in makes is dropped by the password change that follows.
 */
async function checkCurrentPassword(req: PayloadRequest, me: Member, password: string) {
  await req.payload.login({ collection: 'members', data: { email: me.email, password }, depth: 0, req }).catch((error) => {
    throw error instanceof AuthenticationError
      ? new AccountError(WRONG, 'BAD_USER_INPUT', { fields: { currentPassword: WRONG } })
      : error
  })
}

export const changeMyPassword = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(g.GraphQLBoolean),
  description:
    "Changes the signed-in member's password, given the current one. Every other session of the account ends; this one goes on.",
  args: {
    currentPassword: { type: new g.GraphQLNonNull(g.GraphQLString) },
    newPassword: { type: new g.GraphQLNonNull(g.GraphQLString) },
  },
  async resolve(_root: unknown, args: Args, { req }: ResolverContext) {
    const me = requireMember(req, 'Sign in to change your password.')
    const { currentPassword, newPassword } = parseInput(changePasswordInput, args)
    await checkCurrentPassword(req, me, currentPassword)
    // As this session (user: me carries its id): Payload keeps it and removes every other one.
    await req.payload.update({
      collection: 'members',
      id: me.id,
      data: { password: newPassword },
      depth: 0,
      user: me,
      overrideAccess: false,
    })
    return true
  },
})
