/**
 * Demo video posters: a 16:9 flat illustration (a coloured stage, a prop, the title on a clapper
 * board strip), drawn as SVG and rendered by sharp, so the seed downloads nothing.
 */
import sharp from 'sharp'

import { apple, bg, C, chalkboard, clock, confetti, dots, mug, pencil, star, svg } from '@/seed/art/shapes'

const W = 1280
const H = 720
const FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"'
const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round"`
const STAGES = [C.chalk, C.blue, C.teal, C.orange, C.lilac, C.chalkLight, C.apple]
export const PROPS = ['board', 'mug', 'clock', 'apple', 'pencil', 'star'] as const
export type Prop = (typeof PROPS)[number]

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const PROP_ART: Record<Prop, string> = {
  board: chalkboard(760, 120, 420, 280, 'HW?'),
  mug: mug(900, 170, 1.6, C.sun),
  clock: clock(970, 270, 150, 3, 40),
  apple: apple(970, 280, 130),
  pencil: pencil(780, 300, 420, -25),
  star: star(970, 260, 150, C.sun, 12),
}

export type PosterArt = { title: string; prop: Prop; shade: number }

export function posterAlt({ title, prop }: PosterArt): string {
  const what: Record<Prop, string> = {
    board: 'a chalkboard',
    mug: 'a coffee mug',
    clock: 'a classroom clock',
    apple: 'a red apple',
    pencil: 'a pencil',
    star: 'a gold star',
  }
  return `Poster for the video "${title}": ${what[prop]} on a colored stage, with the title on a clapper board.`
}

/** The poster as a PNG. */
export async function renderPoster(art: PosterArt): Promise<Buffer> {
  const stage = STAGES[art.shade % STAGES.length]
  // The title sits low, clear of the middle, where the page puts its Play button.
  const lines = wrap(art.title.toUpperCase(), 24).slice(0, 2)
  const height = 40 + lines.length * 52
  const top = H - 30 - height
  const text = lines
    .map(
      (line, i) =>
        `<text x="96" y="${top + 62 + i * 52}" ${FONT} font-size="46" fill="${C.ink}">${escape(line)}</text>`,
    )
    .join('')
  const body = `${bg(W, H, stage)}${dots(W, H, 'rgba(255,255,255,0.12)', 90, 7)}${confetti(W, 360, [C.sun, C.pink, C.sky], 14, art.shade + 3)}
    ${PROP_ART[art.prop]}
    <g transform="translate(60 ${top - 44})"><rect width="${W - 120}" height="44" fill="${C.ink}"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 84 + 10} 0 h40 l-28 44 h-40 z" fill="${C.white}"/>`).join('')}</g>
    <rect x="60" y="${top}" width="${W - 120}" height="${height}" rx="14" fill="${C.paper}" ${OUT}/>
    ${text}`
  return sharp(Buffer.from(svg(W, H, body)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
