import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isEditor } from '@/access/is-editor'
import { nobody } from '@/access/nobody'
import { env } from '@/env'
import { ATTACHMENT_TYPES } from '@/forms/field-types'

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
    staticDir: path.resolve(env.MEDIA_DIR, 'form-attachments'),
    mimeTypes: Object.values(ATTACHMENT_TYPES).flat(),
    pasteURL: false,
  },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, admin: { readOnly: true } },
    { name: 'field', type: 'text', required: true, admin: { readOnly: true } },
  ],
}
