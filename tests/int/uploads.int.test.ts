/**
 * Uploaded images keep only their pixels, in every upload collection: bytes appended to an image
 * (HTML, a script) and metadata (EXIF, GPS) never reach the disk, the orientation is applied, the
 * format stays; files are served with nosniff, and a missing file answers 404.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, MemberAvatar } from '@/payload-types'

import { png } from '../support/png'
import { unique } from './support/fixtures'
import { gql } from './support/graphql'
import { asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')

let payload: Payload
let editorToken: string

/** Every file Payload wrote for an upload document: the original and each size. */
function storedFiles(slug: 'media' | 'member-avatars', doc: Media | MemberAvatar): Buffer[] {
  const dir = payload.collections[slug].config.upload.staticDir!
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]
  return names.filter((name): name is string => Boolean(name)).map((name) => readFileSync(path.join(dir, name)))
}

async function uploadMedia(file: Buffer, name: string, mimetype: string): Promise<Media> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type: mimetype }), name)
  form.append('_payload', JSON.stringify({ alt: `Upload ${unique()}` }))
  const answer = await rest('POST', '/media', { token: editorToken, form })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body as { doc: Media }).doc
}

beforeAll(async () => {
  payload = await getTestPayload()
  const editor = await asUser('editor')
  const { token } = await payload.login({
    collection: 'users',
    data: { email: editor.email, password: 'correct horse battery staple' },
  })
  editorToken = token!
})

describe('every upload collection', () => {
  it('is hardened by the safeUploads plugin: re-encoding, no metadata, 404 for missing files, nosniff', () => {
    const uploads = payload.config.collections.filter((c) => c.upload)
    expect(uploads.map((c) => c.slug).sort()).toEqual([
      'episode-audio',
      'form-attachments',
      'media',
      'member-avatars',
      'printable-files',
      'video-files',
    ])
    for (const { slug, upload } of uploads) {
      expect(upload.constructorOptions, slug).toMatchObject({ limitInputPixels: expect.any(Number) as number })
      expect(upload.withMetadata, slug).toBe(false)
      expect(upload.handlers?.length, slug).toBeGreaterThan(0)
      expect(upload.modifyResponseHeaders?.({ headers: new Headers() })?.get('x-content-type-options'), slug).toBe(
        'nosniff',
      )
    }
  })
})

describe('media', () => {
  it('stores a PNG with HTML appended as pixels only, in every size', async () => {
    const picture = await png(900, 600)
    const doc = await uploadMedia(Buffer.concat([picture, HTML]), 'polyglot.png', 'image/png')
    expect(doc.mimeType).toBe('image/png')
    const files = storedFiles('media', doc)
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) {
      expect(file.includes('<script')).toBe(false)
      expect(file.includes('<html')).toBe(false)
      expect((await sharp(file).metadata()).format).toBe('png')
    }
  })

  it('drops EXIF and GPS and applies the orientation, keeping JPEG', async () => {
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffd23f' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const sent = await sharp(jpeg).metadata()
    expect(sent.orientation).toBe(6)
    expect(sent.exif?.includes('Phone')).toBe(true)
    const doc = await uploadMedia(jpeg, 'holiday.jpg', 'image/jpeg')
    const [original] = storedFiles('media', doc)
    const stored = await sharp(original).metadata()
    expect(stored.format).toBe('jpeg')
    expect(stored.exif).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    expect([stored.width, stored.height]).toEqual([80, 120]) // turned as the camera meant
    expect([doc.width, doc.height]).toEqual([80, 120])
  })

  it('keeps an animated GIF animated', async () => {
    const [width, height, frames] = [8, 8, 3]
    const raw = Buffer.alloc(width * height * frames * 3)
    for (let i = 0; i < raw.length; i += 3) raw[i + Math.floor(i / (width * height * 3))] = 255
    const gif = await sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer()
    const doc = await uploadMedia(Buffer.concat([gif, HTML]), 'wave.gif', 'image/gif')
    const [original] = storedFiles('media', doc)
    expect(original.includes('<script')).toBe(false)
    const stored = await sharp(original, { animated: true }).metadata()
    expect([stored.format, stored.pages]).toEqual(['gif', 3])
  })

  it('serves files with nosniff, and answers a missing file with 404 in words', async () => {
    const doc = await uploadMedia(await png(40, 40), 'served.png', 'image/png')
    const served = await rest('GET', `/media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.bytes.equals(storedFiles('media', doc)[0])).toBe(true)

    const missing = await rest('GET', '/media/file/nope.png')
    expect(missing.status).toBe(404)
    expect(restError(missing)).toBe('There is no file named "nope.png".')
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
    const traversal = await rest('GET', '/media/file/..%2F..%2Fetc%2Fpasswd')
    expect(traversal.status).toBeGreaterThanOrEqual(400)
    expect(traversal.status).toBeLessThan(500)
  })

  it('refuses HTML sent as an image, and a file that only looks like one, without storing anything', async () => {
    const before = await payload.count({ collection: 'media' })
    for (const [bytes, name, type] of [
      [HTML, 'page.png', 'image/png'],
      [Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), HTML]), 'truncated.png', 'image/png'],
    ] as const) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
      form.append('_payload', JSON.stringify({ alt: 'Not an image' }))
      const answer = await rest('POST', '/media', { token: editorToken, form })
      expect(answer.status, name).toBeGreaterThanOrEqual(400)
      expect(answer.status, name).toBeLessThan(500)
    }
    expect(await payload.count({ collection: 'media' })).toEqual(before)
  })
})

describe('member avatars', () => {
  it('stores a profile picture with HTML appended as pixels only, and serves it with nosniff', async () => {
    const member = await payload.create({
      collection: 'members',
      data: { name: 'Pic Ture', email: `pic-${unique()}@test.local`, password: 'a long enough password' },
    })
    const { token } = await payload.login({
      collection: 'members',
      data: { email: member.email, password: 'a long enough password' },
    })
    const buffer = Buffer.concat([await png(200, 200), HTML])
    const result = await gql<{ updateMyAvatar: string }>('mutation A($file: Upload!) { updateMyAvatar(file: $file) }', {
      token: token!,
      variables: { file: { filename: 'me.png', mimetype: 'image/png', size: buffer.length, buffer } },
    })
    expect(result.errors).toBeUndefined()
    const avatar = (await payload.findByID({ collection: 'members', id: member.id, depth: 1 })).avatar as MemberAvatar
    for (const file of storedFiles('member-avatars', avatar)) expect(file.includes('<script')).toBe(false)

    const served = await rest('GET', `/member-avatars/file/${avatar.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
