import type { BeforeListTableServerProps } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { VideoImportForm } from '@/components/admin/video-import.client'
import styles from '@/components/admin/video-import.module.css'
import { env } from '@/env'

/**
 * Above the videos list, for editors and admins: import from the video platform. The server reads
 * what the form needs (is the platform set up, which categories exist); the form posts to
 * POST /api/videos/import and shows the summary or the error.
 */
export async function VideoImport({ payload, user }: BeforeListTableServerProps) {
  if (!isEditorial(callerOf(user))) return null
  if (!env.VIDEO_API_KEY) {
    return (
      <p className={styles.panel}>
        Importing from the video platform is not set up: the server needs the platform’s API key (VIDEO_API_KEY). Ask
        whoever runs the server to add it.
      </p>
    )
  }
  const { docs } = await payload.find({
    collection: 'video-categories',
    depth: 0,
    limit: 500,
    pagination: false,
    sort: 'title',
    select: { title: true, slug: true },
  })
  return <VideoImportForm categories={docs.map(({ title, slug }) => ({ title, slug }))} />
}
