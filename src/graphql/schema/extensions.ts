import type { Config } from 'payload'

import { changeMyPassword } from '@/graphql/schema/change-password'
import { forgotPasswordMutations } from '@/graphql/schema/forgot-password'
import { permissionQueries } from '@/graphql/schema/permissions'
import { updateMyAvatar, updateMyProfile } from '@/graphql/schema/profile'
import { mySaved, toggleSaved } from '@/graphql/schema/saved'
import { search } from '@/graphql/schema/search'
import { signUp } from '@/graphql/schema/sign-up'
import { submitForm } from '@/graphql/schema/submit-form'

type GraphQLExtension = NonNullable<NonNullable<Config['graphQL']>['queries']>

/** Payload's generated Member type, which our account answers reuse. */
function memberType(info: Parameters<GraphQLExtension>[1]) {
  const type = info.collections.members?.graphQL?.type
  if (!type) throw new Error('The members collection has no GraphQL type: is it in payload.config.ts?')
  return type
}

/**
 * Our own queries and mutations, merged into Payload's generated schema (one schema for /graphql).
 * Subscriptions are added on top by src/graphql/server (Payload's schema has no Subscription type).
 * Payload already generates loginMember, logoutMember, meMember, forgotPasswordMember,
 * resetPasswordMember and createMember; these are what accounts need beyond them (docs/api.md).
 * Types are built with the graphql module Payload passes in (see account-types.ts).
 */
export const queries: GraphQLExtension = (graphQL, info) => ({
  mySaved: mySaved(graphQL),
  search: search(graphQL),
  // Payload's own Access/docAccess queries, fixed to answer in the shape their types declare.
  ...permissionQueries(info.Query.fields),
})

export const mutations: GraphQLExtension = (graphQL, info) => {
  const member = memberType(info)
  return {
    signUp: signUp(graphQL),
    toggleSaved: toggleSaved(graphQL),
    updateMyProfile: updateMyProfile(graphQL, member),
    updateMyAvatar: updateMyAvatar(graphQL),
    changeMyPassword: changeMyPassword(graphQL),
    submitForm: submitForm(graphQL),
    // Payload's forgotPasswordUser/forgotPasswordMember, the account looked up after the answer.
    ...forgotPasswordMutations(info.Mutation.fields),
  }
}
