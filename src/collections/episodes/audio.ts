import type { CollectionConfig, FieldHook } from 'payload'

import { fileOfPublishedOrStaff } from '@/access/file-of-published'
import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { revalidation } from '@/hooks/revalidate-on-change'
import { inspectAudio } from '@/lib/audio/inspect'
import { onlyFilesThat, uploadedBytes } from '@/server/uploaded-file'
import { uploadDir } from '@/server/upload-dirs'

/** Audio is public while a published episode plays it. */
const episodeAudioOrStaff = fileOfPublishedOrStaff('episodeAudioOrStaff', 'episode-audio', {
  collection: 'episodes',
  fields: ['audio'],
})

/** Where episode audio lives on disk. */
export const EPISODE_AUDIO_DIR = uploadDir('episode-audio')

/** The length read from the uploaded MP3's frames; on an edit without a new file, the stored one. */
const secondsFromFile: FieldHook = async ({ req, originalDoc }) => {
  const bytes = await uploadedBytes(req)
  if (!bytes) return (originalDoc as { seconds?: number | null } | undefined)?.seconds ?? null
  return inspectAudio(bytes)?.seconds ?? null
}

/**
 * Episode audio: MP3 or M4A only (the formats podcast apps play), sniffed from the bytes. Served
 * with byte ranges (players seek by asking for a range), and only while a published episode
 * plays it: an episode's audio stays private until the episode goes out.
 */
export const EpisodeAudio: CollectionConfig = {
  slug: 'episode-audio',
  labels: { singular: 'Episode audio', plural: 'Episode audio' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'title', 'seconds', 'filesize', 'updatedAt'],
    group: 'Podcasts',
  },
  access: { read: episodeAudioOrStaff, create: isStaff, update: isEditor, delete: isEditor },
  hooks: {
    beforeOperation: [
      onlyFilesThat(
        (bytes) => inspectAudio(bytes) !== null,
        'This file is not MP3 or M4A audio. Export the episode as MP3 (or AAC in an .m4a file) and upload that file.',
      ),
    ],
    ...revalidation('episode-audio', () => []),
  },
  upload: {
    staticDir: EPISODE_AUDIO_DIR,
    mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a'],
    pasteURL: false,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Which episode it is, for the team (optional).' },
    },
    {
      name: 'seconds',
      type: 'number',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'How long it plays, read from an MP3 when it is uploaded.' },
      hooks: { beforeChange: [secondsFromFile] },
    },
  ],
}
