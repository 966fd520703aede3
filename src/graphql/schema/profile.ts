import type { GraphQLObjectType } from 'graphql'

import { AccountError, invalidInput, parseInput } from '@/graphql/schema/account-error'
import { accountTypes, type GraphQL } from '@/graphql/schema/account-types'
import { idOf, requireMember, type ResolverContext } from '@/graphql/schema/current-member'
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
    const previous = idOf(
      (await payload.findByID({ collection: 'members', id: me.id, depth: 0, select: { avatar: true }, req })).avatar,
    )
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
        // Bytes that look like an image but do not decode end here (sharp); say so, keep the details in the log.
        payload.logger.warn({ err: error, msg: 'Avatar upload failed' })
        throw new AccountError(UNREADABLE, 'BAD_USER_INPUT', { fields: { file: UNREADABLE } })
      })
    // Through the Local API: members never write `avatar` with a request of their own.
    await payload.update({
      collection: 'members',
      id: me.id,
      data: { avatar: avatar.id },
      user: me,
      overrideAccess: false,
    })
    // Remove the old picture (and its files) rather than keep it forever, but only if it is theirs:
    // an avatar an admin pointed elsewhere stays.
    if (previous && previous !== avatar.id) {
      await payload
        .delete({ collection: 'member-avatars', where: { id: { equals: previous }, owner: { equals: me.id } } })
        .catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Old avatar not deleted' }))
    }
    return avatar.url ?? ''
  },
})
