import { fileSize, pagesLabel } from '@/components/printables/facts'
import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import type { PrintableFiles } from '@/collections/printables/queries'

/** What a download button says about its file. */
export type DownloadOption = { paper: Paper; bytes?: number | null }

/** A button per paper size the printable comes in, Letter first. */
export const downloadOptions = (files: PrintableFiles): DownloadOption[] =>
  (Object.keys(PAPER_SIZES) as Paper[]).flatMap((paper) => {
    const file = files[paper]
    return file ? [{ paper, bytes: file.filesize }] : []
  })

/**
 * One button per paper size, through the download route (which counts the download and answers
 * with the PDF as an attachment). Plain links: no JavaScript needed, none shipped.
 */
export function DownloadLinks({
  path,
  pageCount,
  options,
}: {
  path: string
  pageCount: number
  options: DownloadOption[]
}) {
  if (options.length === 0) return null
  return (
    <ul className="flex flex-col gap-2">
      {options.map(({ paper, bytes }) => {
        const size = fileSize(bytes)
        return (
          <li key={paper}>
            <a
              href={`${path}/download/${paper}`}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-chalk px-5 py-2 font-semibold text-paper hover:bg-chalk-light"
            >
              <span aria-hidden="true">↓</span>
              Download ({PAPER_SIZES[paper].label}, {pagesLabel(pageCount)}, PDF{size ? ` ${size}` : ''})
            </a>
          </li>
        )
      })}
    </ul>
  )
}
