import type { Payload } from 'payload'

export type SeedReport = { created: number; skipped: boolean }

/** Demo content. Idempotent: documents are found by their natural key before being created. */
export async function seed(payload: Payload, { onlyIfEmpty = false } = {}): Promise<SeedReport> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (onlyIfEmpty && totalDocs > 0) return { created: 0, skipped: true }
  return { created: 0, skipped: false }
}
