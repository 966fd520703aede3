import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import type { MemberAvatar } from '@/payload-types'

const idOf = (value: MemberAvatar['owner']) => (typeof value === 'object' ? value.id : value)

/**
 * One profile picture per member: a new one becomes the member's avatar and their earlier ones go,
 * documents and files, in the same transaction. However it was created (REST, updateMyAvatar, the
 * Local API), a member never piles up pictures. Only the owner's own pictures are removed: one an
 * admin pointed another account at stays.
 */
export const replaceEarlierAvatars: CollectionAfterChangeHook<MemberAvatar> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const owner = idOf(doc.owner)
  const { payload } = req
  await payload.update({ collection: 'members', id: owner, data: { avatar: doc.id }, depth: 0, req })
  await payload.delete({
    collection: 'member-avatars',
    where: { and: [{ owner: { equals: owner } }, { id: { not_equals: doc.id } }] },
    req,
  })
  return doc
}

/** A member's pictures (documents and files) go with the account: the avatar's owner is required. */
export const deleteMemberAvatars: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'member-avatars', where: { owner: { equals: id } }, req })
}
