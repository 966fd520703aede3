/**
 * The comedy tour's pictures, drawn here and rendered by sharp: a stage with a microphone under a
 * spotlight (hero, slides, photos), performer portraits (the authors' portrait kit) and the press
 * outlets' wordmarks. Nothing is downloaded.
 */
import sharp from 'sharp'

import { portrait, type Persona } from '@/seed/art/people'
import { bg, C, confetti, star, svg } from '@/seed/art/shapes'

const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`
const FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"'

const png = (markup: string) =>
  sharp(Buffer.from(markup)).png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 }).toBuffer()

export type StageArt = { curtain: string; floor: string; crowd: number; seed: number; word?: string }

/** A stage: curtains, a spotlight cone, a microphone on its stand, heads of the front row. */
function stage(w: number, h: number, art: StageArt) {
  const heads = Array.from({ length: art.crowd }, (_, i) => {
    const x = ((i + 0.5) * w) / art.crowd
    const r = 46 + ((i * 37 + art.seed) % 3) * 8
    return `<circle cx="${x}" cy="${h - 10}" r="${r}" fill="${C.ink}"/><rect x="${x - r}" y="${h - 10}" width="${2 * r}" height="40" fill="${C.ink}"/>`
  }).join('')
  const mic = w / 2 + ((art.seed % 3) - 1) * (w / 6)
  return `${bg(w, h, '#241a2e')}
    <path d="M0 0 H${w * 0.2} C${w * 0.16} ${h * 0.3} ${w * 0.22} ${h * 0.6} ${w * 0.12} ${h} H0 Z" fill="${art.curtain}" ${OUT}/>
    <path d="M${w} 0 H${w * 0.8} C${w * 0.84} ${h * 0.3} ${w * 0.78} ${h * 0.6} ${w * 0.88} ${h} H${w} Z" fill="${art.curtain}" ${OUT}/>
    <rect x="0" y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="${art.floor}"/>
    <path d="M${mic - 40} 0 L${mic + 40} 0 L${mic + 260} ${h * 0.8} L${mic - 260} ${h * 0.8} Z" fill="${C.sun}" opacity="0.28"/>
    <ellipse cx="${mic}" cy="${h * 0.8}" rx="260" ry="40" fill="${C.sun}" opacity="0.45"/>
    <line x1="${mic}" y1="${h * 0.42}" x2="${mic}" y2="${h * 0.79}" stroke="#c9c9c9" stroke-width="14"/>
    <line x1="${mic - 60}" y1="${h * 0.8}" x2="${mic + 60}" y2="${h * 0.8}" stroke="#c9c9c9" stroke-width="14" stroke-linecap="round"/>
    <rect x="${mic - 24}" y="${h * 0.3}" width="48" height="${h * 0.12}" rx="24" fill="#555" ${OUT}/>
    ${confetti(w, h * 0.5, [C.sun, C.pink, C.sky, C.white], 22, art.seed)}
    ${star(w * 0.3, h * 0.2, 30, C.sun, art.seed * 7)}${star(w * 0.72, h * 0.16, 24, C.sun, art.seed * 3)}
    ${art.word ? `<text x="${w / 2}" y="${h * 0.2}" text-anchor="middle" ${FONT} font-size="${Math.round(h * 0.1)}" fill="${C.white}">${art.word}</text>` : ''}
    ${heads}`
}

export const stageAlt = (art: StageArt) =>
  `Illustration: a microphone on a stand in a spotlight, between stage curtains, with the front row of the audience in silhouette${art.word ? `, under the words “${art.word}”` : ''}.`

export const renderStage = (art: StageArt, w = 1600, h = 700) => png(svg(w, h, stage(w, h, art)))

export const renderPerformer = (persona: Persona) => png(portrait(persona))

/** An outlet's wordmark on a white plate (400×120). */
export function renderWordmark(name: string, color: string) {
  const size = name.length > 14 ? 34 : 42
  return png(
    svg(
      400,
      120,
      `<rect x="4" y="4" width="392" height="112" rx="14" fill="${C.white}" stroke="${color}" stroke-width="6"/>
       <text x="200" y="${60 + size / 3}" text-anchor="middle" ${FONT} font-size="${size}" fill="${color}">${name}</text>`,
    ),
  )
}
