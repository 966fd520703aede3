import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { inspectAudio } from '@/lib/audio/inspect'
import { renderJingle } from '@/collections/podcasts/seed/art'

/** An ID3v2.4 tag of `size` bytes of frames (the size is "syncsafe": 7 bits a byte). */
function id3(size: number): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f])
  return Buffer.concat([header, Buffer.alloc(size)])
}

describe('inspectAudio', () => {
  it('reads how long an MP3 plays from its frames', () => {
    for (const seconds of [1, 8, 20]) {
      const facts = inspectAudio(renderJingle(seconds, seconds))
      expect(facts?.format).toBe('mp3')
      expect(facts?.mimeType).toBe('audio/mpeg')
      // The encoder pads the last frame: never short, at most a frame or two long.
      expect(facts!.seconds).toBeGreaterThanOrEqual(seconds)
      expect(facts!.seconds).toBeLessThan(seconds + 0.2)
    }
    // Encoding 29 s of audio in JavaScript: about 3 s on an idle core, more on a busy machine.
  }, 60_000)

  it('skips an ID3 tag before the first frame', () => {
    const tagged = Buffer.concat([id3(3000), renderJingle(2, 2)])
    expect(inspectAudio(tagged)?.seconds).toBeCloseTo(inspectAudio(renderJingle(2, 2))!.seconds!, 5)
  })

  it('knows M4A (an MP4 container) without a length', () => {
    const m4a = Buffer.concat([Buffer.from('000000206674797049534f4d0000020049534f4d69736f32', 'hex'), Buffer.alloc(64)])
    expect(inspectAudio(m4a)).toEqual({ format: 'm4a', mimeType: 'audio/mp4', seconds: null })
  })

  it('refuses what is not audio, a lone sync word included', () => {
    const png = readFileSync(new URL('../../app/icon.svg', import.meta.url))
    expect(inspectAudio(png)).toBeNull()
    expect(inspectAudio(Buffer.from('%PDF-1.7\n'))).toBeNull()
    expect(inspectAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(100)]))).toBeNull()
    expect(inspectAudio(new Uint8Array())).toBeNull()
  })
})
