import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { isMember } from '@/access/is-member'
import { env } from '@/env'

/** Members' profile pictures, uploaded through GraphQL (multipart). Images only, never SVG. */
export const MemberAvatars: CollectionConfig = {
  slug: 'member-avatars',
  admin: { group: 'Audience', hidden: true },
  access: { read: anyone, create: isMember, update: () => false, delete: isAdmin },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR, 'avatars'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    pasteURL: false,
    imageSizes: [{ name: 'thumbnail', width: 160, height: 160, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, defaultValue: 'Profile picture' },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      access: { update: () => false },
    },
  ],
}
