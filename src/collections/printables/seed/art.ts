/**
 * Demo printables drawn from a short description of each page (a bingo card, a rota, a checklist,
 * a certificate, writing prompts). The same marks become the PDF (src/lib/pdf/writer.ts) and the
 * page's preview picture (SVG rendered by sharp), so the preview shows exactly what prints.
 */
import sharp from 'sharp'

import { wrapText } from '@/lib/pdf/metrics'
import type { Colour, Mark, PdfPage } from '@/lib/pdf/marks'
import { pageSvg } from '@/lib/pdf/svg'

export type Sheet =
  | { kind: 'bingo'; title: string; subtitle: string; cells: string[] }
  | { kind: 'rota'; title: string; subtitle: string; columns: string[]; rows: string[]; note: string }
  | { kind: 'checklist'; title: string; subtitle: string; items: string[] }
  | { kind: 'certificate'; title: string; awardedFor: string; signedBy: string }
  | { kind: 'prompts'; title: string; subtitle: string; prompts: string[] }

const INK: Colour = '#1f2421'
const CHALK: Colour = '#1f4d3a'
const SUN: Colour = '#fff1b8'
const MUTED: Colour = '#5b635e'
const MARGIN = 48

/** Lines of wrapped text centred in a box, vertically too. */
function centred(text: string, x: number, y: number, w: number, h: number, size: number, bold = false): Mark[] {
  const lines = wrapText(text, w - 10, size, bold)
  const lead = size * 1.2
  const top = y + h / 2 - (lines.length * lead) / 2 + size * 0.85
  return lines.map((line, i): Mark => ({
    kind: 'text',
    x: x + w / 2,
    y: top + i * lead,
    size,
    text: line,
    bold,
    align: 'center',
    colour: INK,
  }))
}

/** The title band, subtitle and footer every sheet wears; returns where the body starts. */
function frame(title: string, subtitle: string, width: number, height: number, page: number, pages: number) {
  const marks: Mark[] = [
    { kind: 'rect', x: MARGIN, y: MARGIN, w: width - 2 * MARGIN, h: 54, fill: SUN, stroke: INK, lineWidth: 2 },
    ...centred(title, MARGIN, MARGIN, width - 2 * MARGIN, 54, title.length > 34 ? 20 : 26, true),
    ...wrapText(subtitle, width - 2 * MARGIN, 11).map((line, i): Mark => ({
      kind: 'text',
      x: width / 2,
      y: MARGIN + 76 + i * 14,
      size: 11,
      text: line,
      align: 'center',
      colour: MUTED,
    })),
    {
      kind: 'text',
      x: width / 2,
      y: height - MARGIN / 2,
      size: 9,
      text: `Staffroom printables · Page ${page} of ${pages} · Free for classroom and teachers’ lounge use`,
      align: 'center',
      colour: MUTED,
    },
  ]
  return { marks, top: MARGIN + 76 + wrapText(subtitle, width - 2 * MARGIN, 11).length * 14 + 12 }
}

function body(sheet: Sheet, width: number, height: number, top: number): Mark[] {
  const left = MARGIN
  const inner = width - 2 * MARGIN
  const bottom = height - MARGIN
  switch (sheet.kind) {
    case 'bingo': {
      const cell = Math.min(inner / 5, (bottom - top) / 5)
      const x0 = (width - cell * 5) / 2
      const cells = [
        ...sheet.cells.slice(0, 12),
        'FREE SPACE: you made it to the teachers’ lounge',
        ...sheet.cells.slice(12, 24),
      ]
      return cells.flatMap((text, i): Mark[] => {
        const [x, y] = [x0 + (i % 5) * cell, top + Math.floor(i / 5) * cell]
        return [
          {
            kind: 'rect',
            x,
            y,
            w: cell,
            h: cell,
            fill: i === 12 ? SUN : undefined,
            stroke: INK,
            lineWidth: 1.5,
          },
          ...centred(text, x + 4, y + 4, cell - 8, cell - 8, 10.5, i === 12),
        ]
      })
    }
    case 'rota': {
      const cols = sheet.columns.length + 1
      const colW = inner / cols
      const rowH = Math.min(56, (bottom - top - 60) / (sheet.rows.length + 1))
      const marks: Mark[] = []
      for (let r = 0; r <= sheet.rows.length; r++) {
        for (let c = 0; c < cols; c++) {
          const [x, y] = [left + c * colW, top + r * rowH]
          const header = r === 0 || c === 0
          marks.push({
            kind: 'rect',
            x,
            y,
            w: colW,
            h: rowH,
            fill: r === 0 ? SUN : undefined,
            stroke: INK,
            lineWidth: 1,
          })
          const text = r === 0 ? (c === 0 ? '' : sheet.columns[c - 1]) : c === 0 ? sheet.rows[r - 1] : ''
          if (text) marks.push(...centred(text, x, y, colW, rowH, 10, header))
        }
      }
      const noteTop = top + (sheet.rows.length + 1) * rowH + 24
      return [
        ...marks,
        ...wrapText(sheet.note, inner, 11).map((line, i): Mark => ({
          kind: 'text',
          x: left,
          y: noteTop + i * 15,
          size: 11,
          text: line,
          colour: INK,
        })),
      ]
    }
    case 'checklist': {
      const step = Math.min(44, (bottom - top) / sheet.items.length)
      return sheet.items.flatMap((item, i): Mark[] => {
        const y = top + i * step
        return [
          { kind: 'rect', x: left, y: y + 4, w: 16, h: 16, stroke: CHALK, lineWidth: 1.5 },
          ...wrapText(item, inner - 32, 12)
            .slice(0, 2)
            .map((line, j): Mark => ({
              kind: 'text',
              x: left + 28,
              y: y + 17 + j * 14,
              size: 12,
              text: line,
              colour: INK,
            })),
        ]
      })
    }
    case 'prompts': {
      const share = (bottom - top) / sheet.prompts.length
      return sheet.prompts.flatMap((prompt, i): Mark[] => {
        const y = top + i * share
        const lines = Math.max(1, Math.floor((share - 34) / 24))
        return [
          { kind: 'text', x: left, y: y + 14, size: 12, text: `${i + 1}. ${prompt}`, bold: true, colour: INK },
          ...Array.from({ length: lines }, (_, j): Mark => ({
            kind: 'line',
            x1: left,
            y1: y + 40 + j * 24,
            x2: width - MARGIN,
            y2: y + 40 + j * 24,
            colour: MUTED,
            lineWidth: 0.75,
          })),
        ]
      })
    }
    case 'certificate':
      return []
  }
}

function certificate(sheet: Extract<Sheet, { kind: 'certificate' }>, width: number, height: number): Mark[] {
  const mid = width / 2
  const line = (y: number, label: string): Mark[] => [
    { kind: 'line', x1: mid - 150, y1: y, x2: mid + 150, y2: y, colour: INK, lineWidth: 1 },
    { kind: 'text', x: mid, y: y + 16, size: 10, text: label, align: 'center', colour: MUTED },
  ]
  return [
    { kind: 'rect', x: 30, y: 30, w: width - 60, h: height - 60, stroke: CHALK, lineWidth: 6 },
    { kind: 'rect', x: 44, y: 44, w: width - 88, h: height - 88, stroke: INK, lineWidth: 1 },
    {
      kind: 'text',
      x: mid,
      y: height * 0.22,
      size: 14,
      text: 'STAFFROOM AWARDS',
      bold: true,
      align: 'center',
      colour: CHALK,
    },
    ...centred(sheet.title, 80, height * 0.25, width - 160, 90, 30, true),
    {
      kind: 'text',
      x: mid,
      y: height * 0.42,
      size: 13,
      text: 'This certificate is proudly presented to',
      align: 'center',
      colour: INK,
    },
    ...line(height * 0.5, 'Name'),
    ...centred(`for ${sheet.awardedFor}`, 90, height * 0.54, width - 180, 80, 14),
    { kind: 'rect', x: mid - 40, y: height * 0.66, w: 80, h: 80, fill: SUN, stroke: INK, lineWidth: 2 },
    { kind: 'text', x: mid, y: height * 0.66 + 48, size: 16, text: 'A+', bold: true, align: 'center', colour: INK },
    ...line(height * 0.86, `Signed: ${sheet.signedBy}`),
  ]
}

/** One sheet laid out on one page of `width` × `height` points. */
export function layoutPage(sheet: Sheet, width: number, height: number, page: number, pages: number): PdfPage {
  if (sheet.kind === 'certificate') return { width, height, marks: certificate(sheet, width, height) }
  const { marks, top } = frame(sheet.title, sheet.subtitle, width, height, page, pages)
  return { width, height, marks: [...marks, ...body(sheet, width, height, top)] }
}

/** The preview picture of a page: 1.25 pixels per point (765 × 990 for Letter). */
export const renderPreview = (page: PdfPage) =>
  sharp(Buffer.from(pageSvg(page, 1.25)))
    .png()
    .toBuffer()

/** Alternative text of a page's preview: what is on it, in a sentence. */
export function previewAlt(sheet: Sheet, page: number, pages: number): string {
  const what = {
    bingo: 'a five-by-five bingo card',
    rota: 'a table to fill in',
    checklist: 'a checklist with tick boxes',
    certificate: 'a certificate with a line for the name',
    prompts: 'numbered questions with lines to write on',
  }[sheet.kind]
  return `Page ${page} of ${pages} of the printable: ${sheet.title}, ${what}.`
}
