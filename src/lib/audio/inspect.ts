/**
 * What an uploaded audio file is, read from its bytes: MP3 (MPEG audio layer III, with or without
 * an ID3 tag) or M4A (an MP4 container), the two formats Apple Podcasts takes; and, for MP3, how
 * long it plays, from its frames (exact for constant and variable bit rates alike).
 */
export type AudioFacts = { format: 'mp3' | 'm4a'; mimeType: 'audio/mpeg' | 'audio/mp4'; seconds: number | null }

const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] }

type Frame = { length: number; samples: number; rate: number }

/** The layer III frame whose header starts at `at`, or null. */
function frameAt(bytes: Uint8Array, at: number): Frame | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null
  const version = (bytes[at + 1] >> 3) & 3 // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (bytes[at + 1] >> 1) & 3 // 1: layer III
  const bitrateIndex = bytes[at + 2] >> 4
  const rateIndex = (bytes[at + 2] >> 2) & 3
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null
  const mpeg1 = version === 3
  const kbps = (mpeg1 ? BITRATES.mpeg1 : BITRATES.mpeg2)[bitrateIndex]
  const rate = SAMPLE_RATES[version][rateIndex]
  const padding = (bytes[at + 2] >> 1) & 1
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / rate) + padding
  return { length, samples: mpeg1 ? 1152 : 576, rate }
}

/** Bytes taken by ID3v2 tags at the start (a tag's size is "syncsafe": 7 bits a byte). */
function id3Length(bytes: Uint8Array): number {
  let at = 0
  while (bytes[at] === 0x49 && bytes[at + 1] === 0x44 && bytes[at + 2] === 0x33 && at + 10 <= bytes.length) {
    const size = (bytes[at + 6] << 21) | (bytes[at + 7] << 14) | (bytes[at + 8] << 7) | bytes[at + 9]
    at += 10 + size + (bytes[at + 5] & 0x10 ? 10 : 0)
  }
  return at
}

/** Seconds of MP3 audio, or null when the bytes are not a run of layer III frames. */
function mp3Seconds(bytes: Uint8Array): number | null {
  let at = id3Length(bytes)
  const first = frameAt(bytes, at)
  // Two frames in a row: one sync word by chance in other data is not an MP3.
  if (!first || !frameAt(bytes, at + first.length)) return null
  let samples = 0
  for (let frame = frameAt(bytes, at); frame; frame = frameAt(bytes, at)) {
    if (at + frame.length > bytes.length) break // a truncated last frame
    samples += frame.samples
    at += frame.length
  }
  return samples / first.rate
}

const isMp4 = (bytes: Uint8Array) =>
  bytes.length > 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp'

export function inspectAudio(bytes: Uint8Array): AudioFacts | null {
  const seconds = mp3Seconds(bytes)
  if (seconds !== null) return { format: 'mp3', mimeType: 'audio/mpeg', seconds: Math.round(seconds * 10) / 10 }
  if (isMp4(bytes)) return { format: 'm4a', mimeType: 'audio/mp4', seconds: null }
  return null
}
