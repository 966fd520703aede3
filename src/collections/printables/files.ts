import type { CollectionConfig, FieldHook } from 'payload'

import { fileOfPublishedOrStaff } from '@/access/file-of-published'
import { isEditor } from '@/access/is-editor'
import { isStaff } from '@/access/is-staff'
import { nobody } from '@/access/nobody'
import { revalidation } from '@/hooks/revalidate-on-change'
import { inspectPdf, isPdf } from '@/lib/pdf/inspect'
import { onlyFilesThat, uploadedBytes } from '@/server/uploaded-file'
import { uploadDir } from '@/server/upload-dirs'

/** A PDF is public while a published printable offers it. */
const printableFileOrStaff = fileOfPublishedOrStaff('printableFileOrStaff', 'printable-files', {
  collection: 'printables',
  fields: ['letter', 'a4'],
})

/** Where the PDFs live on disk (the download route reads them from here). */
export const PRINTABLE_FILES_DIR = uploadDir('printable-files')

/**
 * The bytes decide, not the name or the declared type: a file that does not start with %PDF- is
 * refused before Payload looks at it.
 */
const onlyPdf = onlyFilesThat(
  isPdf,
  'This file is not a PDF. Printables take PDF files only: export or print the sheet to PDF and upload that file.',
)

/** A fact read from the uploaded PDF; on an edit without a new file, the stored one. */
const fromPdf =
  (fact: 'pages' | 'paper'): FieldHook =>
  async ({ req, originalDoc }) => {
    const bytes = await uploadedBytes(req)
    if (!bytes) return (originalDoc as Record<string, unknown> | undefined)?.[fact] ?? null
    return inspectPdf(bytes)[fact]
  }

const readOnly = { create: nobody, update: nobody }

/**
 * The print-ready PDFs of printables. Only PDFs (sniffed), served as downloads. Visitors get a file
 * through its printable's download route, which counts it; the documents are the team's.
 */
export const PrintableFiles: CollectionConfig = {
  slug: 'printable-files',
  labels: { singular: 'Printable PDF', plural: 'Printable PDFs' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'title', 'paper', 'pages', 'downloads'] },
  access: { read: printableFileOrStaff, create: isStaff, update: isEditor, delete: isEditor },
  hooks: { beforeOperation: [onlyPdf], ...revalidation('printable-files', () => []) },
  upload: {
    staticDir: PRINTABLE_FILES_DIR,
    mimeTypes: ['application/pdf'],
    pasteURL: false,
    // A PDF opened inside the site's origin could run its own scripts in some viewers: download it.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Which printable and paper size it is, for the team (optional).' },
    },
    {
      name: 'pages',
      type: 'number',
      access: readOnly,
      admin: { readOnly: true, description: 'Counted in the file when it is uploaded.' },
      hooks: { beforeChange: [fromPdf('pages')] },
    },
    {
      name: 'paper',
      type: 'select',
      options: [
        { label: 'Letter', value: 'letter' },
        { label: 'A4', value: 'a4' },
      ],
      access: readOnly,
      admin: { readOnly: true, description: 'The page size found in the file (Letter or A4), if either.' },
      hooks: { beforeChange: [fromPdf('paper')] },
    },
    {
      name: 'downloads',
      type: 'number',
      access: readOnly,
      admin: { readOnly: true, description: 'Visitors who downloaded it (each counted once a day).' },
      hooks: {
        beforeChange: [({ originalDoc }) => (originalDoc as { downloads?: number } | undefined)?.downloads ?? 0],
      },
    },
  ],
}
