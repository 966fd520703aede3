import type { Access } from 'payload'

import { callerOf } from '@/access/caller'
import { defineRule } from '@/access/rule'

/**
 * A printable's PDF: the team reads everything; anyone else only the file itself, at its URL, and
 * only while a published printable offers it — a draft's file stays private until it goes out.
 * The documents (which files exist) are the team's: the public pages read them for the printables
 * they show.
 */
export const printableFileOrStaff: Access = defineRule(
  'printableFileOrStaff',
  async ({ req, data, isReadingStaticFile }) => {
    if (callerOf(req.user).kind === 'staff') return true
    const filename = (data as { filename?: unknown } | undefined)?.filename
    if (!isReadingStaticFile || typeof filename !== 'string') return false
    const { docs } = await req.payload.find({
      collection: 'printable-files',
      where: { filename: { equals: filename } },
      select: { filename: true },
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    })
    const file = docs[0]
    if (!file) return false
    const { totalDocs } = await req.payload.count({
      collection: 'printables',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ letter: { equals: file.id } }, { a4: { equals: file.id } }] },
        ],
      },
      req,
    })
    return totalDocs > 0
  },
)
