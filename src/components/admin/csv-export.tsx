import type { BeforeListTableServerProps } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import styles from '@/components/admin/video-import.module.css'

/**
 * Above a list whose collection has a csvExportEndpoint (src/server/csv-export.ts), for editors and
 * admins: a link that downloads the whole list as CSV. A plain link: the admin's session cookie
 * goes with it, and the endpoint checks who asks.
 */
export function CsvExport({ collectionSlug, collectionConfig, user }: BeforeListTableServerProps) {
  if (!isEditorial(callerOf(user))) return null
  const plural = typeof collectionConfig.labels.plural === 'string' ? collectionConfig.labels.plural : collectionSlug
  return (
    <p className={styles.panel}>
      <a href={`/api/${collectionSlug}/export`} download>
        Download all {plural.toLowerCase()} as CSV
      </a>
    </p>
  )
}
