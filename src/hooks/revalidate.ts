import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import type { ContentType, GlobalSlug } from '@/content/types'
import { forgetReferences, recordReferences } from '@/hooks/references'
import { ownTags, registerOwnTags, showingTags, type Doc } from '@/hooks/showing'
import { tags } from '@/lib/cache-tags'
import { referenceKey } from '@/lib/references'
import { expireTags } from '@/lib/revalidate'
import { bus, type ContentEvent } from '@/server/bus'

/**
 * Whether readers could see a difference. A draft saved over a published document leaves the
 * published row alone (Payload writes only a version), so it changes nothing public.
 */
async function changesPublicState(
  collection: CollectionSlug,
  doc: Doc,
  previous: Doc | undefined,
  req: PayloadRequest,
) {
  if (doc._status === undefined) return true // collection without drafts
  if (doc._status === 'published') return true
  if (previous?._status !== 'published') return false
  const live = await req.payload.db.findOne({ collection, where: { id: { equals: doc.id } }, req })
  return (live as Doc | null)?._status !== 'published'
}

function changeOf(args: object, doc: Doc, previous: Doc | undefined): ContentEvent['change'] {
  if (!('previousDoc' in args)) return 'deleted'
  if (doc._status !== undefined && doc._status !== 'published') return 'unpublished'
  return previous?._status === 'published' || (doc._status === undefined && previous?.id) ? 'updated' : 'published'
}

/** The hooks below, so that rebuildReferences knows which collections and globals keep an index row. */
const recorders = new WeakSet<object>()

/**
 * The hooks that keep a collection's pages fresh. On each public change they expire `own` (the
 * tags the collection declares for a document, called before and after the change), then the
 * tags of every document and global that shows the document (src/hooks/showing.ts).
 */
export function revalidation(collection: CollectionSlug, own: (doc: Doc) => string[]) {
  registerOwnTags(collection, own)
  const hook: CollectionAfterChangeHook<Doc> & CollectionAfterDeleteHook<Doc> = async (args) => {
    const { doc, req, context } = args
    const deleted = !('previousDoc' in args)
    // The index is data, not cache: it is kept even when revalidation is off (seed, imports).
    if (deleted) await forgetReferences(collection, doc.id, req)
    else await recordReferences(referenceKey(collection, doc.id), args.collection.fields, doc, req)
    if (context.disableRevalidate) return doc
    // On create Payload passes an empty previousDoc: there was no document before.
    const previous = !deleted && args.previousDoc?.id ? args.previousDoc : undefined
    if (!(await changesPublicState(collection, doc, previous, req))) return doc
    const showing = await showingTags(referenceKey(collection, doc.id), req, { deleted })
    await expireTags([...own(doc), ...(previous ? own(previous) : []), ...showing])
    bus.emit('content', {
      collection,
      id: doc.id,
      slug: doc.slug,
      change: changeOf(args, doc, previous),
      at: new Date().toISOString(),
    })
    return doc
  }
  recorders.add(hook)
  return { afterChange: [hook], afterDelete: [hook] }
}

/** A content type's hooks: its own tags are its address and lists, as its descriptor says. */
export const contentRevalidation = (type: ContentType) => revalidation(type, (doc) => ownTags(type, doc))

/** A global's hook: it records what the global shows, and expires the global's own tag. */
export function revalidateGlobal(slug: GlobalSlug): GlobalAfterChangeHook {
  const hook: GlobalAfterChangeHook = async ({ doc, context, global, req }) => {
    const saved = doc as Doc // Payload types a global's hooks with `any`
    await recordReferences(`global:${slug}`, global.fields, saved, req)
    if (!context.disableRevalidate) await expireTags([tags.global(slug)])
    return saved
  }
  recorders.add(hook)
  return hook
}

const records = (hooks: readonly object[] | undefined) => (hooks ?? []).some((hook) => recorders.has(hook))

/**
 * Fills the reference index from what is stored, for a database whose documents were written
 * before the index existed (or while its hooks were off). Run by `migrate` when the index is
 * empty; recording is idempotent, so running it over a filled index changes nothing. Returns the
 * number of documents and globals read.
 */
export async function rebuildReferences(payload: Payload, req: PayloadRequest): Promise<number> {
  let read = 0
  for (const collection of payload.config.collections) {
    if (!records(collection.hooks.afterChange)) continue
    for (let page = 1; ; page += 1) {
      const batch = await payload.find({ collection: collection.slug, depth: 0, limit: 100, page, req })
      for (const doc of batch.docs as unknown as Doc[]) {
        await recordReferences(referenceKey(collection.slug, doc.id), collection.fields, doc, req)
      }
      read += batch.docs.length
      if (!batch.hasNextPage) break
    }
  }
  for (const global of payload.config.globals) {
    if (!records(global.hooks.afterChange)) continue
    const doc = (await payload.findGlobal({ slug: global.slug, depth: 0, req })) as unknown as Doc
    await recordReferences(`global:${global.slug}`, global.fields, doc, req)
    read += 1
  }
  return read
}
