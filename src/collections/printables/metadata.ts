import { labelOf } from '@/collections/printables/taxonomy'
import { pathOf } from '@/content/registry'
import type { DocumentMetadataInput } from '@/lib/seo/metadata'
import type { Printable } from '@/payload-types'

/** A printable: its description, its first page as the share picture, its subjects as tags. */
export function printableSeo(
  printable: Pick<Printable, 'title' | 'slug' | 'description' | 'previews' | 'meta' | 'publishedAt' | 'updatedAt'> &
    Partial<Pick<Printable, 'subjects'>>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: printable.title,
    description: printable.description.slice(0, 300),
    image: printable.previews?.[0],
    path: pathOf('printables', printable),
    type: 'article',
    publishedTime: printable.publishedAt,
    modifiedTime: printable.updatedAt,
    tags: (printable.subjects ?? []).map(labelOf),
    meta: printable.meta,
  }
}
