import { createLocalReq, type Payload } from 'payload'

import { rebuildReferences } from '@/hooks/revalidate-on-change'

/**
 * After migrating: when the reference index is empty but documents exist (a database from before
 * the index, or filled with hooks off), builds it from what is stored. An empty database and a
 * filled index cost one count each.
 */
export async function backfillReferences(payload: Payload): Promise<number> {
  const { totalDocs: indexed } = await payload.count({ collection: 'document-references' })
  if (indexed > 0) return 0
  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  const read = await rebuildReferences(payload, req)
  if (read > 0) payload.logger.info(`Reference index: built from ${read} stored documents and globals.`)
  return read
}
