/**
 * Demo podcast art and sound, made locally: square cover art (SVG rendered by sharp) and short
 * MP3 jingles synthesised note by note and encoded by lamejs, so the seed downloads nothing and
 * the player, the ranges and the feed all have real audio to serve.
 */
import { Mp3Encoder } from '@breezystack/lamejs'
import sharp from 'sharp'

import { bg, bubble, C, confetti, dots, mug, star, svg } from '@/seed/art/shapes'

/** Apple Podcasts asks for square art from 1400 to 3000 pixels. */
const SIZE = 1400
const FONT = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"'
const OUT = `stroke="${C.ink}" stroke-width="12" stroke-linejoin="round"`

export type CoverArt = { title: string; tagline: string; stage: string; prop: 'mug' | 'bubble' }

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const coverAlt = ({ title, prop }: CoverArt) =>
  `Cover art for the podcast "${title}": ${prop === 'mug' ? 'a steaming coffee mug' : 'two speech bubbles'} and the show's name in large letters.`

/** A show's cover as a PNG. */
export async function renderCover(art: CoverArt): Promise<Buffer> {
  const words = art.title.toUpperCase().split(' ')
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : words
  const text = lines
    .map(
      (line, i) =>
        `<text x="700" y="${930 + i * 150}" ${FONT} font-size="128" text-anchor="middle" fill="${C.ink}">${escape(line)}</text>`,
    )
    .join('')
  const prop =
    art.prop === 'mug'
      ? mug(520, 160, 4.2, C.sun)
      : `${bubble(230, 170, 560, 330, C.white, true, 3)}${bubble(640, 380, 520, 300, C.sun, false, 2)}`
  const body = `${bg(SIZE, SIZE, art.stage)}${dots(SIZE, SIZE, 'rgba(255,255,255,0.12)', 110, 9)}${confetti(SIZE, 700, [C.sun, C.pink, C.sky], 18, 5)}
    ${prop}${star(1180, 200, 110, C.sun, 14)}
    <rect x="90" y="${790}" width="${SIZE - 180}" height="${lines.length * 150 + 80}" rx="28" fill="${C.paper}" ${OUT}/>
    ${text}
    <text x="700" y="${SIZE - 70}" ${FONT} font-size="56" text-anchor="middle" fill="${C.paper}">${escape(art.tagline)}</text>`
  return sharp(Buffer.from(svg(SIZE, SIZE, body)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

const RATE = 22050
const KBPS = 48
/** A pentatonic scale (C major), in hertz: any run of its notes sounds like a jingle. */
const SCALE = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25]

/** A tiny deterministic generator: the same episode always gets the same tune. */
function random(seed: number) {
  let state = seed * 2654435761 || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10_000) / 10_000
  }
}

/**
 * `seconds` of a jingle as an MP3 (mono, 22.05 kHz, 48 kbit/s): notes of a quarter to half a
 * second with a soft attack and decay, a little harmony, a fade at the end.
 */
export function renderJingle(seconds: number, seed: number): Buffer {
  const next = random(seed)
  const total = Math.round(seconds * RATE)
  const pcm = new Int16Array(total)
  for (let at = 0; at < total;) {
    const length = Math.round(RATE * (0.25 + 0.25 * Math.floor(next() * 2)))
    const note = SCALE[Math.floor(next() * SCALE.length)]
    for (let i = 0; i < length && at + i < total; i++) {
      const t = i / RATE
      const envelope = Math.min(1, t * 40) * Math.exp(-3 * t)
      const fade = Math.min(1, (total - at - i) / RATE)
      const sample = Math.sin(2 * Math.PI * note * t) + 0.3 * Math.sin(2 * Math.PI * note * 1.5 * t)
      pcm[at + i] = Math.round(9000 * envelope * fade * sample)
    }
    at += length
  }
  const encoder = new Mp3Encoder(1, RATE, KBPS)
  const parts: Buffer[] = []
  const add = (chunk: Int8Array | Uint8Array) => parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length))
  for (let i = 0; i < total; i += 1152) add(encoder.encodeBuffer(pcm.subarray(i, i + 1152)))
  add(encoder.flush())
  return Buffer.concat(parts)
}
