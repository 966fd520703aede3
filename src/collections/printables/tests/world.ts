import type { Printable, PrintableFile } from '@/payload-types'

import { unique } from '../../../../tests/int/support/fixtures'
import { pdf, QUIET, type WorldKit } from '../../../../tests/int/support/world-kit'

/** X, for grade 3 and math, with a one-page Letter PDF. */
export async function worldPart({ payload, create, media }: WorldKit): Promise<{ X: Printable; file: PrintableFile }> {
  const file = await payload.create({
    collection: 'printable-files',
    data: {},
    file: await pdf(`Printable X ${unique()}`),
    ...QUIET,
  })
  const X = await create<Printable>('printables', {
    title: 'Printable X',
    slug: `printable-x-${unique()}`,
    description: 'A sheet of X',
    previews: [media.printable.id],
    letter: file.id,
    pageCount: 1,
    grades: ['grade-3'],
    subjects: ['math'],
    publishedAt: '2030-01-01T00:00:00.000Z',
    _status: 'published',
  })
  return { X, file }
}
