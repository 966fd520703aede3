import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import { nobody } from '@/access/nobody'
import { ATTACHMENT_TYPES } from '@/forms/field-types'
import { uploadDir } from '@/server/upload-dirs'

/**
 * Files visitors attach to CMS forms (a meme, a photo, a PDF), stored by submitForm through the
 * Local API only. Private: the documents and the files are for editors and admins (the file route
 * asks the same `read` rule), never public by URL.
 */
export const FormAttachments: CollectionConfig = {
  slug: 'form-attachments',
  admin: { group: 'Forms', hidden: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir: uploadDir('form-attachments'),
    mimeTypes: Object.values(ATTACHMENT_TYPES).flat(),
    pasteURL: false,
    // A visitor's picture is stored no larger than the largest image the site shows (the 1600 px
    // hero), whatever was sent; safeUploads limits what arrives to PIXEL_LIMITS.public.
    resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
  },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, admin: { readOnly: true } },
    { name: 'field', type: 'text', required: true, admin: { readOnly: true } },
  ],
}
