import 'server-only'

import { cacheTag } from 'next/cache'
import type { CollectionSlug, Payload, Where } from 'payload'

import { descriptorOf } from '@/content/registry'
import type { ContentType, DocOf } from '@/content/types'
import { tags } from '@/lib/cache-tags'
import { asVisitor, previewable, type ReadContext } from '@/lib/queries/cached'
import { readerOf } from '@/lib/previewer'

/** Payload's filter for documents visitors may see: published, where the type has drafts. */
export const publicWhere = (payload: Payload, type: ContentType): Where =>
  payload.collections[type].config.versions?.drafts ? { _status: { equals: 'published' } } : {}

/** One document of a type by its address, read as `ctx` says (drafts for a previewer). */
export async function readDocument(
  { payload, draft, previewer }: ReadContext,
  type: ContentType,
  key: string | number,
) {
  const { key: field, depth } = descriptorOf(type)
  const { docs } = await payload.find({
    collection: type,
    where: { [field]: { equals: key } },
    draft: draft && Boolean(payload.collections[type].config.versions?.drafts),
    ...readerOf(previewer, { overrideAccess: false }),
    depth,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

async function cachedDocument(type: ContentType, key: string | number) {
  'use cache'
  cacheTag(tags.doc(type, key))
  return readDocument(await asVisitor(), type, key)
}

const read = previewable(readDocument, cachedDocument)

/**
 * One document by its address (slug, or id for authors), populated as deep as its page needs
 * (the descriptor's `depth`); null when there is none. Tagged with the address, misses included.
 */
export const getDocument = <T extends ContentType>(type: T, key: string | number) =>
  read(type, key) as Promise<DocOf<T> | null>

/**
 * The newest document (by `publishedAt`) matching the first of `wheres` that matches any, at
 * depth 1: "the newest featured one, else the newest".
 */
export async function newestOfFirstMatch<T extends CollectionSlug>(payload: Payload, collection: T, wheres: Where[]) {
  for (const where of wheres) {
    const { docs } = await payload.find({
      collection,
      where,
      sort: '-publishedAt',
      depth: 1,
      limit: 1,
      pagination: false,
    })
    if (docs[0]) return docs[0]
  }
  return null
}
