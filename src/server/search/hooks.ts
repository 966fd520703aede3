import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Plugin } from 'payload'

import { descriptorOf, isContentType } from '@/content/registry'
import type { ContentType } from '@/content/types'
import { sourcesShowing } from '@/hooks/record-references'
import { publicChange } from '@/hooks/revalidate-on-change'
import type { Doc } from '@/hooks/showing'
import { referenceKey } from '@/lib/collect-references'
import { reindex, removeEntries, SEARCHABLE } from '@/server/search'

/**
 * Keeps the search index in step with what visitors can see, in the change's own transaction:
 * publishing (or editing what is published) indexes the published version, unpublishing and
 * deleting take it out, and a draft saved over a published document changes nothing. Documents
 * whose entry holds another's words (a tour show its performers' names, an episode its show's
 * title and address) are indexed again when that other changes.
 */
function keepIndexed(type: ContentType) {
  const hook: CollectionAfterChangeHook<Doc> & CollectionAfterDeleteHook<Doc> = async (args) => {
    const { doc, req } = args
    const id = Number(doc.id)
    if (!('previousDoc' in args)) await removeEntries(req.payload, [{ type, id }], req)
    else if (await publicChange(type, args)) await reindex(type, [id], req)
    else return doc
    await reindexShowing(type, id, req)
    return doc
  }
  return hook
}

async function reindexShowing(type: ContentType, id: number, req: Parameters<typeof reindex>[2]) {
  const byType = new Map<ContentType, number[]>()
  for (const source of await sourcesShowing([referenceKey(type, id)], req)) {
    const [collection, sourceId] = source.split(':')
    if (!isContentType(collection) || descriptorOf(collection).search?.depth !== 1) continue
    byType.set(collection, [...(byType.get(collection) ?? []), Number(sourceId)])
  }
  for (const [collection, ids] of byType) await reindex(collection, ids, req)
}

/** Adds the hooks to every searchable collection (their descriptors say which). */
export const searchIndexPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (!(SEARCHABLE as string[]).includes(collection.slug)) return collection
    const hook = keepIndexed(collection.slug as ContentType)
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), hook],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), hook],
      },
    }
  }),
})
