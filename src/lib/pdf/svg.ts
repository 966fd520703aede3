import type { Mark, PdfPage } from '@/lib/pdf/marks'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Liberation Sans has Helvetica's metrics: lines break where they break in the PDF.
const FONT = 'font-family="Liberation Sans, Helvetica, Arial, sans-serif"'
const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const

function element(mark: Mark): string {
  switch (mark.kind) {
    case 'text':
      return `<text x="${mark.x}" y="${mark.y}" ${FONT} font-size="${mark.size}"${mark.bold ? ' font-weight="700"' : ''} text-anchor="${ANCHOR[mark.align ?? 'left']}" fill="${mark.colour ?? '#000000'}">${escape(mark.text)}</text>`
    case 'rect':
      return `<rect x="${mark.x}" y="${mark.y}" width="${mark.w}" height="${mark.h}" fill="${mark.fill ?? 'none'}"${mark.stroke ? ` stroke="${mark.stroke}" stroke-width="${mark.lineWidth ?? 1}"` : ''}/>`
    case 'line':
      return `<line x1="${mark.x1}" y1="${mark.y1}" x2="${mark.x2}" y2="${mark.y2}" stroke="${mark.colour ?? '#000000'}" stroke-width="${mark.lineWidth ?? 1}"/>`
  }
}

/** A page as SVG, `scale` pixels per point, on white paper: the preview of what prints. */
export function pageSvg(page: PdfPage, scale = 1): string {
  const [w, h] = [Math.round(page.width * scale), Math.round(page.height * scale)]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${page.width} ${page.height}">` +
    `<rect width="${page.width}" height="${page.height}" fill="#ffffff"/>${page.marks.map(element).join('')}</svg>`
  )
}
