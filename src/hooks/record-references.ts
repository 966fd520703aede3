import type { CollectionSlug, Field, PayloadRequest } from 'payload'

import { collectReferences, referenceKey } from '@/lib/collect-references'

type Doc = Record<string, unknown> & { id: number | string; _status?: string }

/**
 * Records what `doc` shows as `source` in the reference index (src/collections/document-references.ts).
 * Only public states count: a draft saved over a published document leaves the published version
 * (and its row) alone, and an unpublished document's row no longer matters (it shows nothing).
 */
export async function recordReferences(source: string, fields: Field[], doc: Doc, req: PayloadRequest) {
  if (doc._status !== undefined && doc._status !== 'published') return
  // A document's own id (a category's breadcrumbs) is no reference: its own tags cover it.
  const targets = [...collectReferences(fields, doc, req)].filter((target) => target !== source).sort()
  const { docs } = await req.payload.find({
    collection: 'document-references',
    where: { source: { equals: source } },
    limit: 1,
    depth: 0,
    req,
  })
  const row = docs[0]
  if (row && JSON.stringify(row.targets ?? []) === JSON.stringify(targets)) return
  if (row) await req.payload.update({ collection: 'document-references', id: row.id, data: { targets }, depth: 0, req })
  else if (targets.length > 0) {
    await req.payload.create({ collection: 'document-references', data: { source, targets }, depth: 0, req })
  }
}

export async function forgetReferences(collection: CollectionSlug, id: number | string, req: PayloadRequest) {
  const source = referenceKey(collection, id)
  await req.payload.delete({ collection: 'document-references', where: { source: { equals: source } }, req })
}

/** Sources (`posts:12`, `global:home`) whose recorded targets include one of `keys`. */
export async function sourcesShowing(keys: string[], req: PayloadRequest): Promise<string[]> {
  if (keys.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'document-references',
    where: { targets: { in: keys } },
    select: { source: true },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return [...new Set(docs.map((d) => d.source))]
}
