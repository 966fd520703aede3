import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { uploadDir } from '@/server/upload-dirs'

/**
 * Self-hosted video files (the alternative to a platform id). MP4 and WebM only: Payload checks the
 * type it detects from the file's bytes, not the name or the type the browser sent
 * (safe-uploads adds nosniff and the missing-file 404 like every upload collection).
 */
export const VideoFiles: CollectionConfig = {
  slug: 'video-files',
  labels: { singular: 'Video file', plural: 'Video files' },
  access: { read: anyone, create: isStaff, update: isEditor, delete: isEditor },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'mimeType', 'filesize', 'updatedAt'],
    group: 'Videos',
  },
  upload: {
    staticDir: uploadDir('video-files'),
    mimeTypes: ['video/mp4', 'video/webm'],
    pasteURL: false,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'What the file is, for finding it again (visitors see the video’s own title).' },
    },
  ],
}
