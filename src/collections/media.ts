import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { ownMedia } from '@/access/own-media'
import { revalidation } from '@/hooks/revalidate-on-change'
import { recordUploader, takeOverOnEdit } from '@/hooks/take-over-media'
import { PIXEL_LIMITS } from '@/server/image-pixels'
import { uploadDir } from '@/server/upload-dirs'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isStaff, update: ownMedia, delete: ownMedia },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    crop: true,
    pasteURL: false,
    // Staff only: camera photos as they come (safeUploads refuses larger ones from the header).
    constructorOptions: { limitInputPixels: PIXEL_LIMITS.staff },
    resizeOptions: { width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true },
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: 480, position: 'centre' },
      { name: 'hero', width: 1600, height: 900, position: 'centre' },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      label: 'Alternative text',
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
    { name: 'credit', type: 'text' },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      // Who on the team uploaded it is the team's business.
      access: { read: isStaff, update: nobody },
      admin: { position: 'sidebar', readOnly: true },
      hooks: { beforeChange: [recordUploader] },
    },
    {
      name: 'takenOverAt',
      type: 'date',
      label: 'Taken over by the editors',
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'From then on only editors and admins may change or delete it, not the contributor who uploaded it.',
      },
      hooks: { beforeChange: [takeOverOnEdit] },
    },
  ],
  // A file has no page of its own: a change (new file, crop, alt text) expires the pages of the
  // documents and globals that show it — hero images, avatars, covers, and bodies that embed it.
  hooks: revalidation('media', () => []),
}
