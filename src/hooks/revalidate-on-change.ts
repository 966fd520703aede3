import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import type { ContentType, GlobalSlug } from '@/content/types'
import { forgetReferences, recordReferences } from '@/hooks/record-references'
import { ownTags, registerOwnTags, showingTags, type Doc } from '@/hooks/showing'
import { tags } from '@/lib/cache-tags'
import { referenceKey } from '@/lib/collect-references'
import { expireTags, whenExpired } from '@/lib/expire-tags'
import { afterCommit } from '@/server/db/after-commit'
import { bus, type ContentEvent } from '@/server/bus'

type PublicChange = {
  change: ContentEvent['change']
  /** The document as visitors saw it before the change, when there was one. */
  before: Doc | undefined
}

const liveKey = (collection: CollectionSlug, id: Doc['id']) => `live-before:${collection}:${String(id)}`

/**
 * Before an update of a collection with drafts: the row visitors see now, kept in the request's
 * context for the hooks after the change. `previousDoc` cannot tell it: it is the newest version,
 * which is a draft when an editor has unpublished changes (unpublishing such a document, or
 * publishing a draft that moves it to a new slug, would otherwise expire nothing of the page
 * visitors still see).
 */
function rememberLive(collection: CollectionSlug): CollectionBeforeChangeHook<Doc> {
  return async ({ data, operation, originalDoc, req, context, collection: config }) => {
    if (operation !== 'update' || !originalDoc?.id || !config.versions?.drafts) return data
    context[liveKey(collection, originalDoc.id)] =
      (await req.payload.db.findOne<Doc>({ collection, where: { id: { equals: originalDoc.id } }, req })) ?? null
    return data
  }
}

/**
 * What readers could see change, or null when nothing: a draft saved over a published document
 * leaves the published row alone (Payload writes only a version), so it changes nothing public.
 * Shared by every hook that tells the public about a change (tags, the content and tour events).
 */
export async function publicChange(
  collection: CollectionSlug,
  args: Parameters<CollectionAfterChangeHook<Doc>>[0] | Parameters<CollectionAfterDeleteHook<Doc>>[0],
): Promise<PublicChange | null> {
  const { doc, req, context } = args
  if (!('previousDoc' in args)) return { change: 'deleted', before: doc }
  // On create Payload passes an empty previousDoc: there was no document before.
  const previous = args.previousDoc?.id ? args.previousDoc : undefined
  if (doc._status === undefined) return { change: previous ? 'updated' : 'published', before: previous } // no drafts
  const key = liveKey(collection, doc.id)
  const remembered = Object.hasOwn(context, key) ? (context[key] as Doc | null) : undefined
  const live = remembered === undefined ? previous : (remembered ?? undefined)
  const wasPublic = live?._status === 'published'
  const before = wasPublic ? live : previous
  if (doc._status === 'published') return { change: wasPublic ? 'updated' : 'published', before }
  if (!wasPublic) return null
  const now = await req.payload.db.findOne<Doc>({ collection, where: { id: { equals: doc.id } }, req })
  return now?._status === 'published' ? null : { change: 'unpublished', before }
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
    const found = await publicChange(collection, args)
    if (!found) return doc
    const showing = await showingTags(referenceKey(collection, doc.id), req, { deleted })
    const expired = [...own(doc), ...(found.before ? own(found.before) : []), ...showing]
    // Once committed: a reader in between would otherwise keep the old row under the fresh tags.
    await afterCommit(req, async () => {
      await expireTags(expired)
      const event = { collection, id: doc.id, slug: doc.slug, change: found.change, at: new Date().toISOString() }
      await whenExpired(() => void bus.emit('content', event))
    })
    return doc
  }
  recorders.add(hook)
  return { beforeChange: [rememberLive(collection)], afterChange: [hook], afterDelete: [hook] }
}

/** A content type's hooks: its own tags are its address and lists, as its descriptor says. */
export const contentRevalidation = (type: ContentType) => revalidation(type, (doc) => ownTags(type, doc))

/** A global's hook: it records what the global shows, and expires the global's own tag. */
export function revalidateGlobal(slug: GlobalSlug): GlobalAfterChangeHook {
  const hook: GlobalAfterChangeHook = async ({ doc, context, global, req }) => {
    const saved = doc as Doc // Payload types a global's hooks with `any`
    await recordReferences(`global:${slug}`, global.fields, saved, req)
    if (!context.disableRevalidate) await afterCommit(req, () => expireTags([tags.global(slug)]))
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
