import type { UIFieldServerProps } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { GiveawayDrawButton } from '@/components/admin/giveaway-draw.client'
import styles from '@/components/admin/video-import.module.css'
import { formatDateTime } from '@/lib/format'

/**
 * In a giveaway's sidebar, for editors and admins: the draws so far (who, when, the seed, how many
 * entries, the winner) and "Draw a winner" once entries have closed. The button posts to
 * POST /api/giveaways/{id}/draw, which checks everything again.
 */
export async function GiveawayDraw({ id, payload, req, data }: UIFieldServerProps) {
  if (!isEditorial(callerOf(req.user)) || id === undefined) return null
  const { docs } = await payload.find({
    collection: 'giveaway-draws',
    where: { giveaway: { equals: id } },
    sort: 'drawnAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const endsAt = typeof data?.endsAt === 'string' ? data.endsAt : null
  // eslint-disable-next-line react-hooks/purity -- a server component: "now" is when the panel is made
  const closed = endsAt !== null && Date.parse(endsAt) <= Date.now()
  return (
    <div className={styles.panel}>
      <h3>Winner draw</h3>
      {docs.length === 0 ? (
        <p>No winner drawn yet.</p>
      ) : (
        <ol>
          {docs.map((d) => (
            <li key={d.id}>
              {formatDateTime(d.drawnAt)} by{' '}
              {typeof d.drawnBy === 'object' ? d.drawnBy.name || d.drawnBy.email : `user ${d.drawnBy}`}:{' '}
              {d.winnerEmail ?? `entry ${String(typeof d.winner === 'object' ? d.winner.id : d.winner)}`} out of{' '}
              {d.entries} {d.entries === 1 ? 'entry' : 'entries'}
              {d.redraw ? ' (redraw)' : ''}. Seed <code>{d.seed}</code>.
            </li>
          ))}
        </ol>
      )}
      {closed ? (
        <GiveawayDrawButton id={String(id)} drawn={docs.length > 0} />
      ) : (
        <p>The draw opens once entries close{endsAt ? ` (${formatDateTime(endsAt)})` : ''}.</p>
      )}
    </div>
  )
}
