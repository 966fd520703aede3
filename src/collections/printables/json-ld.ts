import { labelOf } from '@/collections/printables/taxonomy'
import type { LdContext, LdNode } from '@/content/types'
import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import type { Printable } from '@/payload-types'

export type PrintableForLd = Pick<
  Printable,
  'id' | 'title' | 'slug' | 'description' | 'previews' | 'updatedAt' | 'createdAt'
> &
  Partial<Pick<Printable, 'letter' | 'a4' | 'grades' | 'subjects' | 'publishedAt'>>

const PAPERS = Object.keys(PAPER_SIZES) as Paper[]

/**
 * schema.org DigitalDocument for a printable's page: each PDF an encoding (through the download
 * route, the address visitors use), its pages, the grades it is for and the subjects it is about.
 */
export function printableLd(printable: PrintableForLd, ctx: LdContext): LdNode {
  const url = ctx.url('printables', printable)
  const encoding = PAPERS.flatMap((paper) => {
    const file = printable[paper]
    if (file === null || file === undefined) return []
    const facts = typeof file === 'object' ? file : null
    return [
      {
        '@type': 'MediaObject',
        name: `${printable.title} (${PAPER_SIZES[paper].label})`,
        contentUrl: `${url}/download/${paper}`,
        encodingFormat: 'application/pdf',
        ...(facts?.filesize ? { contentSize: `${Math.max(1, Math.round(facts.filesize / 1000))} kB` } : {}),
      },
    ]
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    '@id': `${url}#printable`,
    name: printable.title,
    description: printable.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(printable.previews?.[0] ? { image: ctx.image(printable.previews[0], 'original') } : {}),
    encoding,
    educationalLevel: (printable.grades ?? []).map(labelOf),
    about: (printable.subjects ?? []).map((subject) => ({ '@type': 'Thing', name: labelOf(subject) })),
    learningResourceType: 'Printable',
    datePublished: printable.publishedAt ?? printable.createdAt,
    dateModified: printable.updatedAt,
    author: ctx.publisher,
    publisher: ctx.publisher,
    inLanguage: 'en',
    isAccessibleForFree: true,
  }
}
