import { offeredFile, versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import { marker, PDF, type World } from '../../../../tests/api/support/access/world'

const printableData = (w: World, m: string) => ({
  title: m,
  slug: m,
  description: `About ${m}`,
  previews: [w.image.id],
  letter: w.pdf.id,
  pageCount: 1,
  grades: ['grade-1'],
  subjects: ['math'],
})

/** Printables, and the PDFs they offer. */
export const entities: Entities = {
  printables: {
    ...versioned('printables', printableData),
    graphql: { create: (w, m) => ({ ...printableData(w, m), grades: ['grade_1'], _status: 'draft' }) },
  },
  'printable-files': offeredFile({
    collection: 'printable-files',
    file: { data: PDF, type: 'application/pdf', ext: 'pdf' },
    offer: (w, id) => ({ collection: 'printables', data: { ...printableData(w, marker()), letter: id } }),
  }),
}
