import { writePdf } from '@/lib/pdf/writer'
import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import { layoutPage, previewAlt, renderPreview } from '@/collections/printables/seed/art'
import { PRINTABLES, type PrintableSeed } from '@/collections/printables/seed/content'
import { WRITE, findBy, uploadDrawing, type Seeder } from '@/seed/context'
import type { SeedStep } from '@/seed/step'
import { increment } from '@/server/counters'

const DAY = 24 * 60 * 60 * 1000

/**
 * Downloads so far, as on a site some months old: the older a printable (listed first), the more;
 * the A4 file (for readers abroad) far fewer. Written through the same counter visitors move.
 */
export function seededDownloads(index: number, paper: Paper): number {
  const age = PRINTABLES.length - index
  const letter = 30 + age * 22 + ((index * 37) % 50)
  return paper === 'letter' ? letter : Math.max(1, Math.round(letter / 9))
}

const pagesOf = (row: PrintableSeed, paper: Paper) => {
  const { width, height } = PAPER_SIZES[paper]
  return row.pages.map((sheet, i) => layoutPage(sheet, width, height, i + 1, row.pages.length))
}

/**
 * Printables: a PDF per paper size and a preview picture per page (drawn from the first paper
 * size), made only for printables this run creates (found first by slug).
 */
async function seedPrintables(s: Seeder) {
  const existing = await findBy(
    s,
    'printables',
    'slug',
    PRINTABLES.map((p) => p.slug),
  )
  for (const [slug, id] of existing) s.docs.printables.set(slug, id)
  const now = Date.now()
  for (const [index, row] of PRINTABLES.entries()) {
    if (existing.has(row.slug)) continue
    const files: Partial<Record<Paper, number>> = {}
    for (const paper of row.papers) {
      const data = writePdf({ title: row.title, pages: pagesOf(row, paper) })
      const file = await s.payload.create({
        collection: 'printable-files',
        data: {},
        file: { data, mimetype: 'application/pdf', name: `${row.slug}-${paper}.pdf`, size: data.length },
        ...WRITE,
      })
      s.created['printable-files']++
      await increment(s.payload, 'printable_files', 'downloads', file.id, seededDownloads(index, paper))
      files[paper] = file.id
    }
    const previews: number[] = []
    for (const [i, page] of pagesOf(row, row.papers[0]).entries()) {
      const alt = previewAlt(row.pages[i], i + 1, row.pages.length)
      const name = `printable-${row.slug}-${i + 1}.png`
      const image = await uploadDrawing(s, await renderPreview(page), alt, name, 'Staffroom')
      previews.push(image.id)
    }
    const doc = await s.payload.create({
      collection: 'printables',
      data: {
        title: row.title,
        slug: row.slug,
        description: row.description,
        previews,
        letter: files.letter,
        a4: files.a4,
        pageCount: row.pages.length,
        grades: row.grades,
        subjects: row.subjects,
        publishedAt: new Date(now - (PRINTABLES.length - index) * 3 * DAY).toISOString(),
        createdBy: s.users.get('editor'),
        _status: 'published',
      },
      ...WRITE,
    })
    s.docs.printables.set(row.slug, doc.id)
    s.created.printables++
  }
}

export const step: SeedStep = { after: [], run: seedPrintables }
