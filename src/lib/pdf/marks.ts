/**
 * A page drawn as a list of marks, in points from the top-left corner (y grows downwards, as in
 * SVG). The same marks become the PDF's content stream (writer.ts) and its preview picture
 * (svg.ts), so the picture shows exactly what prints.
 */
export type Colour = `#${string}`

export type Mark =
  | {
      kind: 'text'
      x: number
      /** The baseline. */
      y: number
      size: number
      text: string
      bold?: boolean
      align?: 'left' | 'center' | 'right'
      colour?: Colour
    }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: Colour; stroke?: Colour; lineWidth?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; colour?: Colour; lineWidth?: number }

export type Paper = 'letter' | 'a4'

/** Paper sizes in points (1/72 inch). */
export const PAPER_SIZES: Record<Paper, { label: string; width: number; height: number }> = {
  letter: { label: 'Letter', width: 612, height: 792 },
  a4: { label: 'A4', width: 595, height: 842 },
}

export type PdfPage = { width: number; height: number; marks: Mark[] }
