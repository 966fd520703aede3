import { describe, expect, it } from 'vitest'

import { inspectPdf, isPdf } from '@/lib/pdf/inspect'
import { PAPER_SIZES, type Mark, type Paper } from '@/lib/pdf/marks'
import { textWidth, wrapText } from '@/lib/pdf/metrics'
import { pageSvg } from '@/lib/pdf/svg'
import { writePdf } from '@/lib/pdf/writer'

const MARKS: Mark[] = [
  { kind: 'text', x: 306, y: 80, size: 24, text: 'Teacher bingo (card A) — “free” space', bold: true, align: 'center' },
  { kind: 'rect', x: 48, y: 120, w: 100, h: 100, fill: '#fff1b8', stroke: '#1f2421', lineWidth: 2 },
  { kind: 'line', x1: 48, y1: 300, x2: 564, y2: 300 },
]

const sheet = (paper: Paper, pages: number) =>
  writePdf({
    title: 'Test (sheet)',
    pages: Array.from({ length: pages }, () => ({ ...PAPER_SIZES[paper], marks: MARKS })),
  })

/** The file's structure, read the way a PDF reader starts: from startxref at the end. */
function parse(file: Buffer) {
  const text = file.toString('latin1')
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  const table = text.slice(startxref)
  const [, first, count] = /^xref\s+(\d+) (\d+)\s+/.exec(table) ?? []
  const entries = [...table.matchAll(/^(\d{10}) (\d{5}) ([nf]) ?\r?$/gm)].map((m) => ({
    offset: Number(m[1]),
    kind: m[3],
  }))
  return { text, startxref, first: Number(first), count: Number(count), entries }
}

describe('PDF writer', () => {
  it('writes a PDF 1.4 header and a trailer that ends the file', () => {
    const file = sheet('letter', 1)
    expect(file.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n')
    expect(isPdf(file)).toBe(true)
    expect(file.toString('latin1')).toMatch(
      /trailer\s*<< \/Size \d+ \/Root 1 0 R \/Info 5 0 R >>\s*startxref\s*\d+\s*%%EOF\n$/,
    )
  })

  it('gives every object its exact byte offset in the cross-reference table', () => {
    const file = sheet('a4', 3)
    const { text, startxref, first, count, entries } = parse(file)
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    expect(first).toBe(0)
    expect(entries).toHaveLength(count)
    expect(entries[0].kind).toBe('f')
    for (const [id, entry] of entries.entries()) {
      if (id === 0) continue
      expect(entry.kind).toBe('n')
      expect(text.slice(entry.offset, entry.offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`)
    }
    // Each stream's /Length is its exact byte count.
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index + m[0].length
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream')
    }
  })

  it('has as many pages as asked, on the paper asked', () => {
    for (const [paper, pages] of [
      ['letter', 1],
      ['a4', 4],
    ] as const) {
      const file = sheet(paper, pages)
      expect(inspectPdf(file)).toEqual({ pages, paper })
      expect(file.toString('latin1')).toContain(`/Count ${pages}`)
      const { width, height } = PAPER_SIZES[paper]
      expect(file.toString('latin1')).toContain(`/MediaBox [0 0 ${width} ${height}]`)
    }
  })

  it('escapes the characters PDF strings reserve and writes typographic marks in WinAnsi', () => {
    const text = sheet('letter', 1).toString('latin1')
    expect(text).toContain('/Title (Test \\(sheet\\))')
    expect(text).toContain('(Teacher bingo \\(card A\\) \x97 \x93free\x94 space) Tj')
  })

  it('centres text by Helvetica metrics and draws shapes in PDF coordinates (from the bottom)', () => {
    const text = sheet('letter', 1).toString('latin1')
    const width = textWidth('Teacher bingo (card A) — “free” space', 24, true)
    expect(text).toContain(`/F2 24 Tf ${Math.round((306 - width / 2) * 100) / 100} 712 Td`)
    expect(text).toContain('48 572 100 100 re B')
    expect(text).toContain('48 492 m 564 492 l S')
  })

  it('refuses a document without pages', () => {
    expect(() => writePdf({ title: 'Empty', pages: [] })).toThrow(/at least one page/)
  })
})

describe('PDF inspection', () => {
  it('knows a PDF by its first bytes only', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true)
    expect(isPdf(Buffer.from('\x89PNG\r\n'))).toBe(false)
    expect(isPdf(Buffer.from('<html>%PDF-'))).toBe(false)
  })

  it('leaves the page count unknown when the pages are not readable (compressed object streams)', () => {
    expect(inspectPdf(Buffer.from('%PDF-1.7\n1 0 obj << /Type /ObjStm >> endobj'))).toEqual({
      pages: null,
      paper: null,
    })
  })
})

describe('metrics and preview', () => {
  it('wraps words to a width', () => {
    const lines = wrapText('A meeting that could have been an email', 100, 10)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(100)
  })

  it('draws the same marks as SVG, on white paper', () => {
    const svg = pageSvg({ ...PAPER_SIZES.letter, marks: MARKS }, 1.25)
    expect(svg).toMatch(/^<svg [^>]*width="765" height="990" viewBox="0 0 612 792"/)
    expect(svg).toContain('text-anchor="middle"')
    expect(svg).toContain('<rect x="48" y="120" width="100" height="100" fill="#fff1b8"')
  })
})
