import type { BaseFilter, CollectionSlug, Endpoint, Field, FieldHook, PayloadRequest } from 'payload'

import { callerOf, isEditorial } from '@/access/caller'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { documentId } from '@/lib/document-id'
import { restError } from '@/server/rest-error'

/**
 * "Create New" on a type with autosave makes the document at once (Payload's edit view creates a
 * draft so that autosave has something to save into). An editor who opens it and leaves without
 * typing would leave an "Untitled" draft behind; these pieces make sure none stays:
 *
 * - `blank`: set when a document is created without its title, cleared by its first update (the
 *   first autosave). Only its hook writes it; staff may read it.
 * - The admin's lists and pickers leave blank documents out (`blankFilter`).
 * - Leaving the edit view of a blank, unmodified document discards it (`discardBlankEndpoint`,
 *   called by src/components/admin/discard-blank.client.tsx).
 * - Anything a closed tab or a crash left behind is deleted a day later, the next time a
 *   document of that type is created (`sweepBlankDrafts`).
 */
export function blankField(titleField: string): Field {
  // A field's own hook: it runs after field access has put back what callers may not write.
  const mark: FieldHook = ({ operation, siblingData }) => {
    const title = (siblingData as Record<string, unknown>)[titleField]
    return operation === 'create' && (typeof title !== 'string' || title.trim() === '')
  }
  return {
    name: 'blank',
    type: 'checkbox',
    defaultValue: false,
    access: { read: isStaff, create: nobody, update: nobody },
    admin: { hidden: true, disableBulkEdit: true, disableListColumn: true, disableListFilter: true },
    hooks: { beforeChange: [mark] },
  }
}

/** How long a blank draft may stay before any create of its type deletes it. */
export const BLANK_DRAFT_TTL_MS = 24 * 60 * 60 * 1000

/** The admin's lists and relationship pickers: no blank documents. */
export const blankFilter: BaseFilter = () => ({ blank: { not_equals: true } })

/**
 * POST /api/{collection}/{id}/discard-blank — deletes the document if it is still blank (created
 * without a title and never saved since), for the staff member who may edit it. A document with
 * anything in it is kept: 409 in words. Anyone else: 401/403; an unknown id: 404.
 */
export const discardBlankEndpoint: Endpoint = {
  path: '/:id/discard-blank',
  method: 'post',
  handler: async (req) => {
    const caller = callerOf(req.user)
    if (caller.kind === 'anonymous') return restError(401, 'Sign in to the admin to discard a draft.')
    if (caller.kind !== 'staff') return restError(403, 'Only staff may discard drafts.')
    const slug = req.routeParams?.collection
    const id = documentId(req.routeParams?.id)
    if (id === null || typeof slug !== 'string') {
      return restError(404, 'There is no such draft.')
    }
    const collection = slug as CollectionSlug
    // Read as the caller: a contributor reaches only what their rules let them.
    const { docs } = await req.payload.find({
      collection,
      where: { id: { equals: id } },
      draft: true,
      depth: 0,
      limit: 1,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const doc = docs[0] as { blank?: boolean | null; _status?: string | null; createdBy?: unknown } | undefined
    if (!doc) return restError(404, 'There is no such draft.')
    if (doc.blank !== true || doc._status === 'published') {
      return restError(409, 'This document has been written in, so it was kept.')
    }
    const createdBy = doc.createdBy
    if (!isEditorial(caller) && createdBy !== caller.id) {
      return restError(403, 'Only the person who created this draft, or an editor, may discard it.')
    }
    await req.payload.delete({ collection, id, overrideAccess: true, req })
    return Response.json({ discarded: true })
  },
}

/**
 * Deletes blank drafts of a type created more than a day ago (left by a closed tab or a crash), in
 * the transaction of the request that runs it.
 */
export async function sweepBlankDrafts(req: PayloadRequest, collection: CollectionSlug, now = Date.now()) {
  // Read through the drafts: a draft's saves reach only its versions, so its own row keeps the mark.
  const { docs } = await req.payload.find({
    collection,
    where: {
      and: [
        { blank: { equals: true } },
        { _status: { not_equals: 'published' } },
        { createdAt: { less_than: new Date(now - BLANK_DRAFT_TTL_MS).toISOString() } },
      ],
    },
    draft: true,
    depth: 0,
    limit: 100,
    select: {},
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return
  await req.payload.delete({
    collection,
    where: { id: { in: docs.map((doc) => doc.id) } },
    overrideAccess: true,
    req,
  })
}
