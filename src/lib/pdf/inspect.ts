import { PAPER_SIZES, type Paper } from '@/lib/pdf/marks'

/** What the site checks in an uploaded PDF. */
export type PdfFacts = {
  /** Pages counted from the page objects; null when they are hidden in compressed object streams. */
  pages: number | null
  /** The first page's size when it is Letter or A4 (within a point), else null. */
  paper: Paper | null
}

/** Whether the bytes are a PDF: the file starts with %PDF- (whatever its name or declared type). */
export const isPdf = (data: Uint8Array) => Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-'

export function inspectPdf(data: Uint8Array): PdfFacts {
  const text = Buffer.from(data).toString('latin1')
  // /Type /Page but not /Type /Pages (the tree's inner nodes).
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  const box = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(text)
  let paper: Paper | null = null
  if (box) {
    const [x0, y0, x1, y1] = box.slice(1).map(Number)
    const [w, h] = [Math.abs(x1 - x0), Math.abs(y1 - y0)].sort((a, b) => a - b)
    for (const [name, size] of Object.entries(PAPER_SIZES) as [Paper, (typeof PAPER_SIZES)[Paper]][]) {
      if (Math.abs(w - size.width) <= 1 && Math.abs(h - size.height) <= 1) paper = name
    }
  }
  return { pages: pages > 0 ? pages : null, paper }
}
