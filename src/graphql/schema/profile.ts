import type { GraphQLObjectType } from 'graphql'

import { AccountError, invalidInput } from '@/graphql/schema/account-error'
import { accountTypes, type GraphQL } from '@/graphql/schema/account-types'
import { idOf, requireMember, type ResolverContext } from '@/graphql/schema/current-member'
import { nameError } from '@/graphql/schema/member-rules'
import { isUploadedFile } from '@/graphql/schema/upload-scalar'

export const updateMyProfile = (g: GraphQL, member: GraphQLObjectType) => ({
  type: new g.GraphQLNonNull(member),
  description: "Changes the signed-in member's name and newsletter choice (arguments left out stay as they are).",
  args: { name: { type: g.GraphQLString }, newsletter: { type: g.GraphQLBoolean } },
  async resolve(_root: unknown, args: { name?: string | null; newsletter?: boolean | null }, { req }: ResolverContext) {
    const me = requireMember(req, 'Sign in to change your profile.')
    const data: { name?: string; newsletter?: boolean } = {}
    if (args.name != null) {
      const error = nameError(args.name)
      if (error) throw invalidInput({ name: error })
      data.name = args.name.trim()
    }
    if (args.newsletter != null) data.newsletter = args.newsletter
    return req.payload.update({ collection: 'members', id: me.id, data, depth: 0, overrideAccess: false, req })
  },
})

export const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

const WRONG_TYPE = 'Please choose a PNG, JPEG or WebP image.'
const TOO_BIG = 'Please choose an image of 5 MB or less.'
const UNREADABLE = 'We could not read this image. Please try another file.'

export const updateMyAvatar = (g: GraphQL) => ({
  type: new g.GraphQLNonNull(g.GraphQLString),
  description: "Sets the signed-in member's profile picture (PNG, JPEG or WebP, up to 5 MB) and returns its URL.",
  args: { file: { type: new g.GraphQLNonNull(accountTypes(g).Upload) } },
  async resolve(_root: unknown, { file }: { file: unknown }, { req }: ResolverContext) {
    const me = requireMember(req, 'Sign in to change your profile picture.')
    if (!isUploadedFile(file)) throw invalidInput({ file: WRONG_TYPE })
    const ext = AVATAR_TYPES[file.mimetype]
    if (!ext) throw invalidInput({ file: WRONG_TYPE })
    if (file.size > AVATAR_MAX_BYTES || file.buffer.length > AVATAR_MAX_BYTES) throw invalidInput({ file: TOO_BIG })
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
    await payload.update({ collection: 'members', id: me.id, data: { avatar: avatar.id }, overrideAccess: false, req })
    // The old picture has no other owner: remove it (and its files) rather than keep it forever.
    if (previous && previous !== avatar.id) {
      await payload.delete({ collection: 'member-avatars', id: previous, req }).catch(() => undefined)
    }
    return avatar.url ?? ''
  },
})
