import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  FieldHook,
  FlattenedField,
  GlobalAfterChangeHook,
  Plugin,
  PayloadRequest,
} from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { collect } from '@/hooks/media-in-use'
import type { Media } from '@/payload-types'

/**
 * Contributors may change and delete the images they uploaded until the editors take them over
 * (src/access/own-media.ts). The editors take an image over when an editor or admin edits it, or
 * when it appears in a public document or global: a published article or page (the hero, a block,
 * the text), an author, a series, the logo. From then on it is theirs.
 */
const SKIP = 'skipMediaTakeOver'

/** uploadedBy: the staff account that uploaded the file (whatever the request claims). */
export const recordUploader: FieldHook<Media, number | string | null | undefined> = ({ operation, req, value }) => {
  const caller = callerOf(req.user)
  return operation === 'create' && caller.kind === 'staff' ? caller.id : value
}

/** takenOverAt: set the first time an editor or admin edits the image. */
export const takeOverOnEdit: FieldHook<Media, string | null | undefined> = ({ operation, originalDoc, req, value }) =>
  value ??
  originalDoc?.takenOverAt ??
  (operation === 'update' && isEditorial(callerOf(req.user)) ? new Date().toISOString() : undefined)

async function takeOver(fields: FlattenedField[], doc: unknown, req: PayloadRequest) {
  if (req.context?.[SKIP]) return
  const ids = [...collect(fields, doc)]
  if (ids.length === 0) return
  await req.payload.update({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { takenOverAt: { exists: false } }] },
    data: { takenOverAt: new Date().toISOString() },
    depth: 0,
    req,
    context: { [SKIP]: true },
  })
}

type Versioned = { id: number | string; _status?: unknown }

const isPublic = (doc: Versioned, drafts: boolean) => !drafts || doc._status === 'published'

const onDocument: CollectionAfterChangeHook<Versioned> = async ({ collection, doc, req }) => {
  if (isPublic(doc, Boolean(collection.versions?.drafts))) await takeOver(collection.flattenedFields, doc, req)
}

const onGlobal: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if (isPublic(doc as Versioned, Boolean(global.versions && global.versions.drafts)))
    await takeOver(global.flattenedFields, doc, req)
}

const withHook = <T extends { hooks?: { afterChange?: unknown[] } }>(entity: T, hook: unknown): T => ({
  ...entity,
  hooks: { ...entity.hooks, afterChange: [...(entity.hooks?.afterChange ?? []), hook] },
})

/** Adds the take-over to every collection (but media) and global; documents without images cost nothing. */
export const takeOverMediaPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c: CollectionConfig) =>
    c.slug === 'media' ? c : withHook(c, onDocument),
  ),
  globals: (config.globals ?? []).map((g) => withHook(g, onGlobal)),
})
