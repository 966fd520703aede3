import type { CollectionConfig } from 'payload'

import { avatarFileOrOwn } from '@/access/avatar-file-or-own'
import { isAdmin } from '@/access/is-admin'
import { isMember } from '@/access/is-member'
import { nobody } from '@/access/nobody'
import { AVATAR_ALT, ownerIsUploader, randomAvatarName, sameAltForEveryone } from '@/hooks/anonymous-avatar'
import { avatarLimits } from '@/hooks/avatar-limits'
import { replaceEarlierAvatars } from '@/hooks/one-avatar'
import { uploadDir } from '@/server/upload-dirs'

/**
 * Members' profile pictures, uploaded through GraphQL (multipart) or REST. PNG, JPEG or WebP of
 * 5 MB and 4096 × 4096 pixels at most; one per member. The files are public by URL; the documents
 * (who owns which) are not listable (avatarFileOrOwn).
 */
export const MemberAvatars: CollectionConfig = {
  slug: 'member-avatars',
  admin: { group: 'Audience', hidden: true },
  access: { read: avatarFileOrOwn, create: isMember, update: nobody, delete: isAdmin },
  // The limits and the one-picture rule live here, where every write path (REST, updateMyAvatar,
  // the Local API) creates.
  hooks: { beforeOperation: [avatarLimits, randomAvatarName], afterChange: [replaceEarlierAvatars] },
  upload: {
    staticDir: uploadDir('member-avatars'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    pasteURL: false,
    // The site shows a member's picture as an 80 px circle (160 px on 2× screens): nothing larger is
    // ever stored, the original included. safeUploads limits what arrives to PIXEL_LIMITS.public.
    resizeOptions: { width: 160, height: 160, fit: 'cover', position: 'centre', withoutEnlargement: true },
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
