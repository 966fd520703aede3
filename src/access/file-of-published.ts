import type { Access, CollectionSlug, Where } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * An upload that belongs to a published document (a printable's PDF, an episode's audio): the
 * team reads everything; anyone else only the file itself, at its URL, and only while a published
 * `owner` offers it through one of `fields` — a draft's file stays private until it goes out.
 * The documents (which files exist) are the team's: the public pages read them for what they show.
 */
export function fileOfPublishedOrStaff(
  name: string,
  files: CollectionSlug,
  owner: { collection: CollectionSlug; fields: string[] },
): Access {
  return defineRule(name, async ({ req, data, isReadingStaticFile }) => {
    if (callerOf(req.user).kind === 'staff') return true
    const filename = (data as { filename?: unknown } | undefined)?.filename
    if (!isReadingStaticFile || typeof filename !== 'string') return false
    const { docs } = await req.payload.find({
      collection: files,
      where: { filename: { equals: filename } },
      select: {},
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    })
    const file = docs[0]
    if (!file) return false
    const offeredBy: Where[] = owner.fields.map((field) => ({ [field]: { equals: file.id } }))
    const { totalDocs } = await req.payload.count({
      collection: owner.collection,
      where: { and: [{ _status: { equals: 'published' } }, { or: offeredBy }] },
      req,
    })
    return totalDocs > 0
  })
}
