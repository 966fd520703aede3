/**
 * Faves of the day: the posts' thumbnails (Instagram 4:5, TikTok 9:16) and the faces' portraits,
 * drawn from the shared shapes and rendered by sharp, so the seed never downloads a picture.
 */
import sharp from 'sharp'

import { portrait, type Persona } from '@/seed/art/people'
import {
  apple,
  bg,
  book,
  bubble,
  C,
  chalkboard,
  clock,
  cloud,
  confetti,
  dots,
  mug,
  pencil,
  plane,
  plant,
  ruler,
  sheet,
  star,
  sun,
  svg,
} from '@/seed/art/shapes'

export const SCENES = ['desk', 'board', 'sky', 'marking', 'plant', 'clock'] as const
export type Scene = (typeof SCENES)[number]

const SCENE_WORDS: Record<Scene, string> = {
  desk: 'a coffee mug, a red apple and a stack of books on a desk',
  board: 'a chalkboard with a word written on it',
  sky: 'paper planes looping past a cloud and the sun',
  marking: 'a graded worksheet with red check marks, a pencil and a ruler',
  plant: 'a potted plant on a classroom windowsill, with gold stars',
  clock: 'a classroom clock and a speech bubble',
}

const BACKGROUNDS = [C.sun, C.sky, C.pink, C.teal, C.lilac, C.orange, C.chalkDust]

/** A 800-wide scene, centred vertically in a frame of height `h`. */
function scene(kind: Scene, h: number, word: string): string {
  const y = (h - 1000) / 2
  const at = (body: string) => `<g transform="translate(0 ${y})">${body}</g>`
  switch (kind) {
    case 'desk':
      return at(
        `${book(150, 700, 500, 90, C.blue)}${book(190, 610, 420, 90, C.apple)}${mug(260, 600, 120, C.sun)}${apple(560, 540, 80)}`,
      )
    case 'board':
      return at(`${chalkboard(80, 260, 640, 440, word)}${apple(650, 760, 70)}`)
    case 'sky':
      return at(
        `${sun(620, 260, 90)}${cloud(260, 330, 120)}${plane(300, 620, 160, -15)}${plane(560, 780, 110, 10, C.sun)}`,
      )
    case 'marking':
      return at(`${sheet(170, 230, 460, 600, -6)}${pencil(150, 860, 380, -20)}${ruler(400, 150, 360, 30)}`)
    case 'plant':
      return at(
        `<rect x="60" y="760" width="680" height="40" rx="10" fill="${C.wood}" stroke="${C.ink}" stroke-width="8"/>${plant(400, 650, 190)}${star(170, 330, 60)}${star(640, 260, 48, C.sun, 20)}`,
      )
    case 'clock':
      return at(`${clock(400, 360, 170, 3, 15)}${bubble(150, 640, 500, 200, C.white, true, 2)}`)
  }
}

/** The thumbnail of a post: 800×1000 for Instagram, 720×1280 for TikTok (with a play mark). */
export function renderThumbnail(network: 'instagram' | 'tiktok', kind: Scene, word: string, index: number) {
  const [w, h] = network === 'instagram' ? [800, 1000] : [720, 1280]
  const fill = BACKGROUNDS[index % BACKGROUNDS.length]
  const texture =
    index % 2 === 0 ? confetti(w, h, [C.white, C.apple, C.chalk], 24, index + 3) : dots(w, h, C.white, 70, 6)
  const play =
    network === 'tiktok'
      ? `<circle cx="${w / 2}" cy="${h - 150}" r="64" fill="${C.ink}" opacity="0.8"/><path d="M${w / 2 - 20},${h - 185} v70 l58,-35 Z" fill="${C.white}"/>`
      : ''
  const body = `${bg(w, h, fill)}${texture}<g transform="translate(${(w - 800) / 2} 0)">${scene(kind, h, word)}</g>${play}`
  return sharp(Buffer.from(svg(w, h, body)))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer()
}

export const thumbnailAlt = (network: 'instagram' | 'tiktok', kind: Scene, word: string) =>
  `Illustration standing in for the ${network === 'instagram' ? 'photo' : 'video'}: ${SCENE_WORDS[kind]}${kind === 'board' ? ` (“${word}”)` : ''}.`

/** A face of the day: the shared portrait, 800×800. */
export function renderFace(persona: Persona) {
  return sharp(Buffer.from(portrait(persona)))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer()
}
