import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { moveLegacyUploads } from '@/server/upload-layout'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'upload-layout-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const put = async (name: string, text = name) => {
  await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
  await writeFile(path.join(dir, name), text)
}
const read = (name: string) => readFile(path.join(dir, name), 'utf8')
const at = (name: string) => existsSync(path.join(dir, name))

/** MEDIA_DIR as the old code left it: images at the top, the other collections' folders beside them. */
async function oldLayout() {
  await put('logo.png')
  await put('logo-400x300.png')
  await put('printables/sheet.pdf')
  await put('audio/episode.mp3')
  await put('avatars/avatar-1.png')
  await put('videos/clip.mp4')
  await put('form-attachments/meme.png')
  await put('.gitkeep')
}

describe('moveLegacyUploads', () => {
  it("moves every file into its collection's own folder and removes the old folders", async () => {
    await oldLayout()
    expect(await moveLegacyUploads(dir)).toBe(6)
    expect(await read('media/logo.png')).toBe('logo.png')
    expect(await read('media/logo-400x300.png')).toBe('logo-400x300.png')
    expect(await read('printable-files/sheet.pdf')).toBe('printables/sheet.pdf')
    expect(await read('episode-audio/episode.mp3')).toBe('audio/episode.mp3')
    expect(await read('member-avatars/avatar-1.png')).toBe('avatars/avatar-1.png')
    expect(await read('video-files/clip.mp4')).toBe('videos/clip.mp4')
    expect(await read('form-attachments/meme.png')).toBe('form-attachments/meme.png')
    expect((await readdir(dir)).sort()).toEqual([
      '.gitkeep',
      'episode-audio',
      'form-attachments',
      'media',
      'member-avatars',
      'printable-files',
      'video-files',
    ])
  })

  it('does nothing the second time, nor on a new installation', async () => {
    await oldLayout()
    await moveLegacyUploads(dir)
    expect(await moveLegacyUploads(dir)).toBe(0)
    expect(await read('media/logo.png')).toBe('logo.png')
    expect(await moveLegacyUploads(path.join(dir, 'absent'))).toBe(0)
  })

  it('never replaces a different file at the new place, and says so; finishes a move cut short', async () => {
    await put('printables/sheet.pdf', 'old')
    await put('printable-files/sheet.pdf', 'new')
    await put('printables/half.pdf', 'same')
    await put('printable-files/half.pdf', 'same') // linked, not yet unlinked: the move was cut short
    const warnings: string[] = []
    expect(await moveLegacyUploads(dir, { warn: (m) => warnings.push(m), info: () => {} })).toBe(1)
    expect(await read('printable-files/sheet.pdf')).toBe('new')
    expect(await read('printables/sheet.pdf')).toBe('old')
    expect(at('printables/half.pdf')).toBe(false)
    expect(warnings).toEqual([expect.stringContaining('printables/sheet.pdf was not moved') as string])
  })

  it('ends in the same place when two processes move at once', async () => {
    await oldLayout()
    for (let i = 0; i < 50; i += 1) await put(`image-${i}.png`)
    const [a, b] = await Promise.all([moveLegacyUploads(dir), moveLegacyUploads(dir)])
    expect(a + b).toBeGreaterThanOrEqual(56)
    expect((await readdir(path.join(dir, 'media'))).length).toBe(52)
    expect((await readdir(dir)).filter((name) => name.endsWith('.png'))).toEqual([])
    expect(at('printables')).toBe(false)
  })
})
