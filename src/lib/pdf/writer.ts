import { textWidth } from '@/lib/pdf/metrics'
import type { Colour, Mark, PdfPage } from '@/lib/pdf/marks'

/** Characters outside Latin-1 that WinAnsiEncoding still has, by their byte there. */
const WIN_ANSI: Record<string, number> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
  '€': 0x80,
  '™': 0x99,
}

/** A PDF string literal: WinAnsi bytes, with the three characters the syntax reserves escaped. */
function literal(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0)
    const byte = code <= 0xff ? String.fromCharCode(code) : '?'
    out += byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte
  }
  return `(${out})`
}

const num = (n: number) => String(Math.round(n * 100) / 100)

const rgb = (colour: Colour) => {
  const hex = colour.slice(1)
  return [0, 2, 4].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ')
}

/** One mark as content-stream operators; `h` flips y (PDF measures from the bottom). */
function operators(mark: Mark, h: number): string {
  switch (mark.kind) {
    case 'text': {
      const width = textWidth(mark.text, mark.size, mark.bold)
      const x = mark.align === 'center' ? mark.x - width / 2 : mark.align === 'right' ? mark.x - width : mark.x
      const font = mark.bold ? '/F2' : '/F1'
      return `BT ${rgb(mark.colour ?? '#000000')} rg ${font} ${num(mark.size)} Tf ${num(x)} ${num(h - mark.y)} Td ${literal(mark.text)} Tj ET`
    }
    case 'rect': {
      const path = `${num(mark.x)} ${num(h - mark.y - mark.h)} ${num(mark.w)} ${num(mark.h)} re`
      const paint = mark.fill && mark.stroke ? 'B' : mark.fill ? 'f' : 'S'
      const colours = `${mark.fill ? `${rgb(mark.fill)} rg ` : ''}${mark.stroke ? `${rgb(mark.stroke)} RG ` : ''}`
      return `q ${colours}${num(mark.lineWidth ?? 1)} w ${path} ${paint} Q`
    }
    case 'line':
      return `q ${rgb(mark.colour ?? '#000000')} RG ${num(mark.lineWidth ?? 1)} w ${num(mark.x1)} ${num(h - mark.y1)} m ${num(mark.x2)} ${num(h - mark.y2)} l S Q`
  }
}

/**
 * A PDF 1.4 file of text and simple shapes in the standard fonts Helvetica and Helvetica-Bold
 * (every reader has them: nothing is embedded). Objects are written in order and the
 * cross-reference table gives each one's byte offset, so readers open it without repairing it.
 */
export function writePdf({ title, pages }: { title: string; pages: PdfPage[] }): Buffer {
  if (pages.length === 0) throw new Error('A PDF needs at least one page.')
  // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content stream per page.
  const pageId = (i: number) => 6 + i * 2
  const bodies: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${literal(title)} /Producer (Staffroom) >>`,
  ]
  for (const [i, page] of pages.entries()) {
    const stream = page.marks.map((mark) => operators(mark, page.height)).join('\n')
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  }
  // A binary comment after the header tells transfer tools the file is not text.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (const [i, body] of bodies.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  }
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
