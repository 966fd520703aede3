import type { PayloadRequest } from 'payload'

import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'
import type { PrintableFile } from '@/payload-types'

type Id = number | PrintableFile | null | undefined

const idOf = (value: Id) => (typeof value === 'object' ? value?.id : value)

async function factsOf(req: PayloadRequest, value: Id) {
  const id = idOf(value)
  if (id === undefined || id === null) return null
  return req.payload.findByID({ collection: 'printable-files', id, depth: 0, disableErrors: true, req })
}

/**
 * A paper size's PDF: optional, but a printable needs at least one; the file must be that paper
 * size and have as many pages as the printable says.
 */
export const paperFile =
  (paper: Paper) =>
  async (
    value: Id,
    { req, siblingData }: { req: PayloadRequest; siblingData: Partial<Record<Paper | 'pageCount', unknown>> },
  ) => {
    const other: Paper = paper === 'letter' ? 'a4' : 'letter'
    if (idOf(value) == null) {
      return idOf(siblingData[other] as Id) == null ? 'Add a Letter PDF, an A4 PDF or both.' : true
    }
    const file = await factsOf(req, value)
    if (!file) return 'This PDF no longer exists. Choose or upload another one.'
    const { label } = PAPER_SIZES[paper]
    if (file.paper && file.paper !== paper) {
      return `This PDF is ${PAPER_SIZES[file.paper].label}, not ${label}. Upload it as the ${PAPER_SIZES[file.paper].label} file.`
    }
    const pageCount = Number(siblingData.pageCount)
    if (file.pages && Number.isInteger(pageCount) && file.pages !== pageCount) {
      return `The ${label} PDF has ${file.pages} page${file.pages === 1 ? '' : 's'}, but the page count says ${pageCount}. Change one of them so they match.`
    }
    return true
  }
