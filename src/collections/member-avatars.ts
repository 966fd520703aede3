import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { avatarFileOrOwn } from '@/access/avatar-file-or-own'
import { isAdmin } from '@/access/is-admin'
import { isMember } from '@/access/is-member'
import { nobody } from '@/access/nobody'
import { env } from '@/env'
import { AVATAR_ALT, ownerIsUploader, randomAvatarName, sameAltForEveryone } from '@/hooks/anonymous-avatar'

/**
 * Members' profile pictures, uploaded through GraphQL (multipart). Images only, never SVG. The
 * files are public by URL; the documents (who owns which) are not listable (avatarFileOrOwn).
 */
export const MemberAvatars: CollectionConfig = {
  slug: 'member-avatars',
  admin: { group: 'Audience', hidden: true },
  access: { read: avatarFileOrOwn, create: isMember, update: nobody, delete: isAdmin },
  hooks: { beforeOperation: [randomAvatarName] },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR, 'avatars'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    pasteURL: false,
    imageSizes: [{ name: 'thumbnail', width: 160, height: 160, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      defaultValue: AVATAR_ALT,
      hooks: { beforeChange: [sameAltForEveryone] },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      access: { update: nobody },
      hooks: { beforeChange: [ownerIsUploader] },
    },
  ],
}
