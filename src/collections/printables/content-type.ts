import { printableLd } from '@/collections/printables/json-ld'
import { summary } from '@/content/summary'
import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** Printables: /printable/{slug}, listed on /printables and filtered there by grade and subject. */
export const printables: ContentTypeDescriptor<'printables'> = {
  collection: 'printables',
  label: { singular: 'printable', plural: 'printables' },
  key: 'slug',
  pathSelect: { slug: true },
  path: (doc) => `/printable/${doc.slug ?? ''}`,
  index: '/printables',
  // The previews, categories and the PDFs' documents.
  depth: 1,
  // Grades and subjects are values, not documents: every filtered list carries the list tag.
  lists: { select: {}, tags: () => [tags.list('printables')] },
  sitemap: {},
  // A feed here is a document's feed of articles; a printable lists nothing.
  feed: null,
  linkable: true,
  savable: {
    kind: 'PRINTABLE',
    unavailable: 'This printable is not available to save. It may have been unpublished.',
    select: { title: true, description: true, previews: true },
    card: (printable) => ({
      title: printable.title,
      excerpt: printable.description,
      image: printable.previews?.[0] ?? null,
    }),
  },
  seo: { description: (doc) => summary(doc.description) },
  search: {
    kind: 'PRINTABLE',
    code: 10,
    words: ['printable'],
    title: 'title',
    fields: ['description'],
    image: (printable) => printable.previews?.[0],
    date: (printable) => printable.publishedAt,
  },
  jsonLd: printableLd,
}
