import type { PayloadRequest } from 'payload'

import { CONTENT_TYPES, descriptorOf, isContentType } from '@/content/registry'
import type { GlobalSlug } from '@/content/types'
import { GLOBAL_DEPTH } from '@/globals/read-depth'
import { sourcesShowing } from '@/hooks/record-references'
import { tags } from '@/lib/cache-tags'

export type Doc = Record<string, unknown> & { id: number | string; slug?: string; _status?: string }
export type OwnTags = (doc: Doc) => string[]

/** Collections outside the registry that show documents too (redirects: their table). */
const others = new Map<string, OwnTags>()
export const registerOwnTags = (collection: string, own: OwnTags) => others.set(collection, own)

/** Lists populate one level deep: an entry shows the documents it refers to. */
const LIST_DEPTH = 1
const MAX_DEPTH = Math.max(
  LIST_DEPTH,
  ...CONTENT_TYPES.map((t) => descriptorOf(t).depth),
  ...Object.values(GLOBAL_DEPTH),
)

/**
 * The tags of every page that shows the document `key` (`{collection}:{id}`), found in the
 * reference index (src/hooks/record-references.ts). A read `depth` levels deep shows the documents up to
 * that many references away and the ids one level further, so a change reaches as far as a
 * read's depth and a deletion (which clears those ids) one level further. Level k holds the
 * sources that refer to one of level k−1 (level 0: the changed document). A public document at
 * level k expires its page while k is within its type's depth and its lists while k is within a
 * list's; a global expires while k is within its depth.
 */
export async function showingTags(key: string, req: PayloadRequest, { deleted = false } = {}): Promise<string[]> {
  const extra = deleted ? 1 : 0
  const found: string[] = []
  let level = [key]
  for (let k = 1; k <= MAX_DEPTH + extra && level.length > 0; k++) {
    const sources = await sourcesShowing(level, req)
    for (const [collection, ids] of byCollection(sources)) {
      found.push(...(await tagsOf(collection, ids, k, extra, req)))
    }
    level = sources.filter((s) => !s.startsWith('global:'))
  }
  return found
}

function byCollection(keys: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const key of keys) {
    const at = key.lastIndexOf(':')
    const collection = key.slice(0, at)
    groups.set(collection, [...(groups.get(collection) ?? []), key.slice(at + 1)])
  }
  return groups
}

async function tagsOf(collection: string, ids: string[], k: number, extra: number, req: PayloadRequest) {
  if (collection === 'global') {
    return (ids as GlobalSlug[]).filter((slug) => k <= GLOBAL_DEPTH[slug] + extra).map((slug) => tags.global(slug))
  }
  if (isContentType(collection)) {
    const { depth, key, lists } = descriptorOf(collection)
    if (k > depth + extra) return []
    const drafts = Boolean(req.payload.collections[collection].config.versions?.drafts)
    const { docs } = await req.payload.find({
      collection,
      where: { and: [{ id: { in: ids } }, ...(drafts ? [{ _status: { equals: 'published' } }] : [])] },
      select: { updatedAt: true, [key]: true, ...lists.select },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    })
    return (docs as unknown as Doc[]).flatMap((doc) => [
      tags.doc(collection, String(doc[key])),
      ...(k <= LIST_DEPTH + extra ? lists.tags(doc as never) : []),
    ])
  }
  const own = others.get(collection)
  if (!own || k > LIST_DEPTH + extra) return []
  const { docs } = await req.payload.find({
    collection: collection as 'redirects',
    where: { id: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return (docs as unknown as Doc[]).flatMap(own)
}

/** A content document's own tags: its address, and the lists its descriptor says it is in. */
export function ownTags(type: Parameters<typeof descriptorOf>[0], doc: Doc): string[] {
  const { key, lists } = descriptorOf(type)
  return [tags.doc(type, String(doc[key])), ...lists.tags(doc as never)]
}
