import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { PRINTABLE_FILES_DIR } from '@/collections/printables/files'
import { tags } from '@/lib/cache-tags'
import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import { payload } from '@/lib/payload'
import { getPrintable, getPrintableFiles } from '@/collections/printables/queries'
import { expireTags } from '@/lib/expire-tags'
import { recordDownload } from '@/server/printable-downloads'
import { clientIp } from '@/server/rate-limit'

type Context = { params: Promise<{ slug: string; paper: string }> }

const isPaper = (paper: string): paper is Paper => Object.hasOwn(PAPER_SIZES, paper)

const notFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * GET /printable/{slug}/download/{letter|a4}: the PDF of a published printable, as an attachment.
 * Each visitor counts once a day (src/server/first-read.ts); a counted download expires the
 * printable's page, which shows the count.
 */
export async function GET(request: Request, { params }: Context) {
  const { slug, paper } = await params
  const printable = isPaper(paper) ? await getPrintable(slug) : null
  if (!printable || !isPaper(paper)) return notFound('There is no such printable.')
  const file = (await getPrintableFiles({ slug: printable.slug, letter: printable.letter, a4: printable.a4 }))[paper]
  if (!file?.filename) return notFound(`This printable has no ${PAPER_SIZES[paper].label} PDF.`)
  const data = await readFile(path.join(PRINTABLE_FILES_DIR, path.basename(file.filename))).catch(() => null)
  if (!data) return notFound('The PDF is missing. Please try again later.')

  const visitor = [clientIp(request.headers), request.headers.get('user-agent') ?? ''] as const
  if (await recordDownload(await payload(), file.id, ...visitor)) await expireTags([tags.doc('printables', slug)])
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(data.length),
      'content-disposition': `attachment; filename="${slug}-${paper}.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
