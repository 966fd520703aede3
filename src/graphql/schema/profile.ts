import type { GraphQLObjectType } from 'graphql'
import { APIError } from 'payload'

import { AccountError, invalidInput, parseInput } from '@/graphql/schema/account-error'
import { accountTypes, type GraphQL } from '@/graphql/schema/account-types'
import { requireMember, type ResolverContext } from '@/graphql/schema/current-member'
import { isUploadedFile } from '@/graphql/schema/upload-scalar'
import { AVATAR_TYPES, avatarInput, profileInput } from '@/lib/forms/member'

export const updateMyProfile = (g: GraphQL, member: GraphQLObjectType) => ({
  type: new g.GraphQLNonNull(member),
  description: "Changes the signed-in member's name and newsletter choice (arguments left out stay as they are).",
  args: { name: { type: g.GraphQLString }, newsletter: { type: g.GraphQLBoolean } },
  async resolve(_root: unknown, args: { name?: string | null; newsletter?: boolean | null }, { req }: ResolverContext) {
    const me = requireMember(req, 'Sign in to change your profile.')
    // Arguments left out, or null, stay as they are.
    const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value != null))
    const data = parseInput(profileInput.partial(), given)
    return req.payload.update({ collection: 'members', id: me.id, data, depth: 0, overrideAccess: false, req })
  },
})

const UNREADABLE = 'We could not read this image. Please try another file.'

export const updateMyAvatar = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(g.GraphQLString),
  description: "Sets the signed-in member's profile picture (PNG, JPEG or WebP, up to 5 MB) and returns its URL.",
  args: { file: { type: new g.GraphQLNonNull(accountTypes(g).Upload) } },
  async resolve(_root: unknown, { file }: { file: unknown }, { req }: ResolverContext) {
    const me = requireMember(req, 'Sign in to change your profile picture.')
    if (!isUploadedFile(file)) throw invalidInput({ file: 'Please choose a PNG, JPEG or WebP image.' })
    // The rule the form applied to the File in the browser, applied to the bytes that arrived.
    parseInput(avatarInput(), { file: { type: file.mimetype, size: Math.max(file.size, file.buffer.length) } })
    const ext = AVATAR_TYPES[file.mimetype]
    const { payload } = req
    // The collection's hooks apply the limits, make it the member's picture and remove the old one.
    const avatar = await payload
      .create({
        collection: 'member-avatars',
        data: { owner: me.id, alt: `Profile picture of ${me.name}` },
        // Our own file name: the visitor's could be anything.
        file: { data: file.buffer, mimetype: file.mimetype, name: `avatar-${me.id}.${ext}`, size: file.buffer.length },
        overrideAccess: false,
        req,
      })
      .catch((error: unknown) => {
        // The collection's refusals are in words already; bytes that do not decode (sharp) end here.
        if (error instanceof APIError && error.isPublic) throw error
        payload.logger.warn({ err: error, msg: 'Avatar upload failed' })
        throw new AccountError(UNREADABLE, 'BAD_USER_INPUT', { fields: { file: UNREADABLE } })
      })
    return avatar.url ?? ''
  },
})
