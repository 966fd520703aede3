/** The giveaways' prize pictures (1200×900): a wrapped present on a confetti field, with a prop beside it. */
import sharp from 'sharp'

import { apple, bg, book, C, confetti, mug, star, svg } from '@/seed/art/shapes'

const W = 1200
const H = 900
const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round"`

export type PrizeArt = { paper: string; box: string; ribbon: string; prop: 'mug' | 'book' | 'apple' | 'star' }

const PROP_WORDS: Record<PrizeArt['prop'], string> = {
  mug: 'a coffee mug',
  book: 'a stack of books',
  apple: 'a red apple',
  star: 'a gold star',
}

const props: Record<PrizeArt['prop'], string> = {
  mug: mug(860, 700, 95, C.sun),
  book: book(800, 620, 300, 90, C.blue),
  apple: apple(940, 650, 110),
  star: star(940, 630, 130),
}

export const prizeAlt = ({ prop }: PrizeArt) =>
  `Illustration: a wrapped present tied with a bow, beside ${PROP_WORDS[prop]}, on a background of confetti.`

export function renderPrize(art: PrizeArt): Promise<Buffer> {
  const body = `${bg(W, H, art.paper)}${confetti(W, H, [C.apple, C.chalk, C.white, C.blue, C.sun], 50, 11)}
    <ellipse cx="600" cy="800" rx="440" ry="34" fill="${C.ink}" opacity="0.12"/>
    <rect x="230" y="380" width="460" height="400" rx="14" fill="${art.box}" ${OUT}/>
    <rect x="200" y="300" width="520" height="110" rx="14" fill="${art.box}" ${OUT}/>
    <rect x="425" y="300" width="70" height="480" fill="${art.ribbon}" ${OUT}/>
    <path d="M460 300 C 360 180, 280 250, 340 300 Z M460 300 C 560 180, 640 250, 580 300 Z" fill="${art.ribbon}" ${OUT}/>
    ${props[art.prop]}`
  return sharp(Buffer.from(svg(W, H, body)))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer()
}
