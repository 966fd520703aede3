import 'server-only'

import { cacheTag } from 'next/cache'
import type { Where } from 'payload'

import type { Grade, Subject } from '@/collections/printables/taxonomy'
import { tags } from '@/lib/cache-tags'
import type { Paper } from '@/lib/pdf/marks'
import { asVisitor } from '@/lib/queries/cached'
import { getDocument } from '@/lib/queries/documents'
import type { Printable, PrintableFile } from '@/payload-types'

export const PRINTABLE_PAGE_SIZE = 12

export type PrintableFilter = { grade?: Grade; subject?: Subject }
type ListQuery = PrintableFilter & { page?: number }

export const getPrintable = (slug: string) => getDocument('printables', slug)

/** Printables, newest first, one page at a time, filtered by a grade and/or a subject. */
export async function listPrintables({ page = 1, grade, subject }: ListQuery) {
  'use cache'
  // Grades and subjects are values: every filtered list expires with the type's list.
  cacheTag(tags.list('printables'))
  const { payload } = await asVisitor()
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (grade) and.push({ grades: { in: [grade] } })
  if (subject) and.push({ subjects: { in: [subject] } })
  const { docs, totalDocs, totalPages } = await payload.find({
    collection: 'printables',
    where: { and },
    sort: '-publishedAt',
    depth: 1,
    page,
    limit: PRINTABLE_PAGE_SIZE,
  })
  return { docs, totalDocs, totalPages }
}

export type PrintableFiles = Partial<
  Record<Paper, Pick<PrintableFile, 'id' | 'filename' | 'filesize' | 'pages' | 'downloads'>>
>

/**
 * The PDFs a published printable offers: their documents are the team's (visitors are never
 * shown a draft's file), so they are read here for the printable the page already shows.
 */
export async function getPrintableFiles(printable: Pick<Printable, 'slug' | 'letter' | 'a4'>) {
  'use cache'
  cacheTag(tags.doc('printables', printable.slug ?? ''))
  const ids = { letter: printable.letter, a4: printable.a4 }
  const wanted = Object.values(ids).flatMap((f) => (f == null ? [] : [typeof f === 'object' ? f.id : f]))
  if (wanted.length === 0) return {}
  const { payload } = await asVisitor()
  const { docs } = await payload.find({
    collection: 'printable-files',
    where: { id: { in: wanted } },
    select: { filename: true, filesize: true, pages: true, downloads: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const files: PrintableFiles = {}
  for (const [paper, ref] of Object.entries(ids) as [Paper, Printable['letter']][]) {
    const id = typeof ref === 'object' ? ref?.id : ref
    const doc = docs.find((d) => d.id === id)
    if (doc) files[paper] = doc
  }
  return files
}
