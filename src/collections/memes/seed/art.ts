/**
 * Demo meme pictures: words on bold flat shapes, drawn as SVG and rendered by sharp, so the seed
 * downloads nothing. Three looks (caption, two panels, a note on a board), varied by colour and motif.
 */
import sharp from 'sharp'

import { C, svg } from '@/seed/art/shapes'

export type MemeLook = 'caption' | 'panels' | 'note'
export type Motif = 'apple' | 'mug' | 'clock' | 'star' | 'bell' | 'pencil'

const SIZE = 800
const FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"'
const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round"`
const BACKGROUNDS = [C.sun, C.sky, C.pink, C.teal, C.lilac, C.orange, C.chalkLight]
// Notes carry dark words: light papers only.
const NOTES = [C.sun, C.sky, C.pink, C.lilac, C.chalkDust]
const NOTE_COLOUR = ['yellow', 'pale blue', 'pink', 'lilac', 'white']

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Greedy word wrap at `max` characters a line. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** Lines of text centred on `x`, starting at `y` (top) or ending at `y` (bottom). */
function block(text: string, x: number, y: number, size: number, max: number, from: 'top' | 'bottom', fill: string) {
  const lines = wrap(text.toUpperCase(), max)
  const lead = size * 1.15
  const first = from === 'top' ? y + size : y - (lines.length - 1) * lead
  const outline =
    fill === C.white ? `stroke="${C.ink}" stroke-width="${Math.round(size / 7)}" paint-order="stroke"` : ''
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${first + i * lead}" text-anchor="middle" ${FONT} font-size="${size}" fill="${fill}" ${outline}>${escape(line)}</text>`,
    )
    .join('')
}

const MOTIFS: Record<Motif, (x: number, y: number, r: number) => string> = {
  apple: (x, y, r) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.apple}" ${OUT}/><path d="M${x} ${y - r} q10 -40 40 -50" fill="none" ${OUT}/><ellipse cx="${x + 30}" cy="${y - r - 20}" rx="28" ry="14" fill="${C.leaf}" ${OUT}/>`,
  mug: (x, y, r) =>
    `<rect x="${x - r}" y="${y - r}" width="${r * 1.6}" height="${r * 2}" rx="18" fill="${C.white}" ${OUT}/><path d="M${x + r * 0.6} ${y - r * 0.5} h${r * 0.5} v${r} h-${r * 0.5}" fill="none" ${OUT}/><rect x="${x - r + 14}" y="${y - r + 14}" width="${r * 1.6 - 28}" height="${r * 0.35}" fill="#7a4a2a"/>`,
  clock: (x, y, r) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" ${OUT}/><path d="M${x} ${y} v-${r * 0.7} M${x} ${y} h${r * 0.5}" ${OUT}/>`,
  star: (x, y, r) => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2
      const d = i % 2 ? r * 0.45 : r
      return `${Math.round(x + d * Math.cos(a))},${Math.round(y + d * Math.sin(a))}`
    }).join(' ')
    return `<polygon points="${pts}" fill="${C.sun}" ${OUT}/>`
  },
  bell: (x, y, r) =>
    `<path d="M${x - r} ${y + r * 0.6} q0 -${r * 1.6} ${r} -${r * 1.6} q${r} 0 ${r} ${r * 1.6} z" fill="${C.sun}" ${OUT}/><circle cx="${x}" cy="${y + r * 0.75}" r="${r * 0.2}" fill="${C.ink}"/>`,
  pencil: (x, y, r) =>
    `<g transform="rotate(-35 ${x} ${y})"><rect x="${x - r * 1.4}" y="${y - r * 0.3}" width="${r * 2.2}" height="${r * 0.6}" fill="${C.sun}" ${OUT}/><path d="M${x + r * 0.8} ${y - r * 0.3} l${r * 0.6} ${r * 0.3} l-${r * 0.6} ${r * 0.3} z" fill="${C.wood}" ${OUT}/><rect x="${x - r * 1.6}" y="${y - r * 0.3}" width="${r * 0.3}" height="${r * 0.6}" fill="${C.pink}" ${OUT}/></g>`,
}

export type MemeArt = { look: MemeLook; motif: Motif; top: string; bottom: string; shade: number }

function draw({ look, motif, top, bottom, shade }: MemeArt): string {
  const bg = BACKGROUNDS[shade % BACKGROUNDS.length]
  const mid = SIZE / 2
  if (look === 'panels') {
    const half = SIZE / 2
    return svg(
      SIZE,
      SIZE,
      `<rect width="${SIZE}" height="${SIZE}" fill="${C.paper}"/>
       <rect x="0" y="0" width="${half}" height="${half}" fill="${bg}" ${OUT}/><rect x="0" y="${half}" width="${half}" height="${half}" fill="${C.chalkDust}" ${OUT}/>
       ${MOTIFS[motif](half / 2, half / 2, 90)}${MOTIFS.star(half / 2, half * 1.5, 90)}
       <path d="M${half - 80} 30 l50 50 m0 -50 l-50 50" stroke="${C.apple}" stroke-width="14" stroke-linecap="round"/>
       ${block(top, half * 1.5, half / 2 - 60, 34, 16, 'top', C.ink)}
       ${block(bottom, half * 1.5, half * 1.5 - 60, 34, 16, 'top', C.ink)}`,
    )
  }
  if (look === 'note') {
    const paper = NOTES[shade % NOTES.length]
    return svg(
      SIZE,
      SIZE,
      `<rect width="${SIZE}" height="${SIZE}" fill="${C.chalk}"/><rect x="30" y="30" width="${SIZE - 60}" height="${SIZE - 60}" fill="none" stroke="${C.wood}" stroke-width="24"/>
       <g transform="rotate(-3 ${mid} ${mid})"><rect x="110" y="120" width="${SIZE - 220}" height="${SIZE - 260}" fill="${paper}" ${OUT}/>
       ${block(top, mid, 160, 40, 20, 'top', C.ink)}
       ${block(bottom, mid, SIZE - 200, 32, 24, 'bottom', C.chalk)}</g>
       ${MOTIFS[motif](SIZE - 140, SIZE - 120, 60)}`,
    )
  }
  return svg(
    SIZE,
    SIZE,
    `<rect width="${SIZE}" height="${SIZE}" fill="${bg}"/><circle cx="${mid}" cy="${mid}" r="230" fill="${C.paper}" opacity="0.6"/>
     ${MOTIFS[motif](mid, mid + 10, 130)}
     ${block(top, mid, 24, 50, 22, 'top', C.white)}
     ${block(bottom, mid, SIZE - 40, 50, 22, 'bottom', C.white)}`,
  )
}

export const renderMeme = (art: MemeArt): Promise<Buffer> =>
  sharp(Buffer.from(draw(art)))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer()

const COLOUR = ['yellow', 'pale blue', 'pink', 'teal', 'lilac', 'orange', 'green']
const THING: Record<Motif, string> = {
  apple: 'a red apple',
  mug: 'a coffee mug',
  clock: 'a wall clock',
  star: 'a gold star',
  bell: 'a school bell',
  pencil: 'a yellow pencil',
}

/** The picture in words (the transcript gives its text). */
export function memeAlt({ look, motif, shade }: MemeArt): string {
  const colour = COLOUR[shade % COLOUR.length]
  if (look === 'panels') {
    return `A two-panel meme: ${THING[motif]} on ${colour} crossed out beside the top caption, a gold star beside the bottom one.`
  }
  if (look === 'note')
    return `A ${NOTE_COLOUR[shade % NOTES.length]} note pinned askew on a green chalkboard, with ${THING[motif]} in the corner.`
  return `A meme with bold white captions above and below ${THING[motif]} on a ${colour} background.`
}
