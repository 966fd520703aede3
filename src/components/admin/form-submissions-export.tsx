import type { BeforeListTableServerProps } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import styles from '@/components/admin/video-import.module.css'

/** Above the submissions list, for editors and admins: each form's submissions as a CSV file. */
export async function FormSubmissionsExport({ payload, user }: BeforeListTableServerProps) {
  if (!isEditorial(callerOf(user))) return null
  const { docs } = await payload.find({
    collection: 'forms',
    depth: 0,
    pagination: false,
    sort: 'title',
    select: { title: true },
  })
  if (docs.length === 0) return null
  return (
    <div className={styles.panel}>
      <p>Download a form’s submissions as CSV (a column per field):</p>
      <ul>
        {docs.map((form) => (
          <li key={form.id}>
            {/* "(CSV)" in the name: the list below links each submission by its form's title too. */}
            <a href={`/api/form-submissions/export?form=${form.id}`} download>
              {form.title} (CSV)
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
