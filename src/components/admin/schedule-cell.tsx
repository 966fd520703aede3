import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'

type Upcoming = { id: string; type: 'publish' | 'unpublish'; at: string }

/** A collection's scheduled publishes and unpublishes still to come: one read per list page. */
const upcomingOf = cache(async (payload: Payload, collection: string): Promise<Upcoming[]> => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { 'input.doc.relationTo': { equals: collection } },
      ],
    },
    sort: 'waitUntil',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => {
    const input = (job.input ?? {}) as { doc?: { value?: string | number }; type?: string }
    return {
      id: String(input.doc?.value ?? ''),
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      at: String(job.waitUntil),
    }
  })
})

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: env.SITE_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(iso))

/**
 * The list's "Schedule" column: "Scheduled for Dec 3, 2026, 9:00 AM EST" while a publish waits
 * (the status column still says Draft), "Unpublishes …" for a scheduled unpublish, else nothing.
 */
export async function ScheduleCell({ payload, rowData, collectionConfig }: DefaultServerCellComponentProps) {
  const next = (await upcomingOf(payload, collectionConfig.slug)).find((job) => job.id === String(rowData.id))
  if (!next) return null
  return <span>{next.type === 'publish' ? `Scheduled for ${when(next.at)}` : `Unpublishes ${when(next.at)}`}</span>
}
