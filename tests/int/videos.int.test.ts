/**
 * Videos: the same editorial rules as articles; video categories written by editors; video files
 * uploaded by staff and only as MP4 or WebM (by their bytes); the platform id checked in plain words.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Member, User, Video, VideoCategory } from '@/payload-types'

import { png } from '../support/png'
import { unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, type RestAnswer } from './support/rest'

const FORBIDDEN = { status: 403 }
const PASSWORD = 'correct horse battery staple'
/** The smallest MP4 and WebM headers a sniffer recognises. */
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'), Buffer.alloc(64)])
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(64),
])

let payload: Payload
let poster: Media
let category: VideoCategory
let editor: User
let contributor: User
let member: Member & { collection: 'members' }
let editorToken: string

const videoData = (overrides: Partial<Video> = {}) => {
  const title = `Video ${unique()}`
  return {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    description: 'A fire drill in the rain.',
    source: { kind: 'platform' as const, platformId: 'dQw4w9WgXcQ' },
    poster: poster.id,
    duration: 95,
    category: category.id,
    _status: 'draft' as const,
    ...overrides,
  } as Omit<Video, 'id' | 'createdAt' | 'updatedAt'>
}

type FieldErrors = { path: string; message: string }[]
const fieldErrors = (answer: RestAnswer): FieldErrors =>
  (answer.body.errors as { data?: { errors?: FieldErrors } }[])[0].data?.errors ?? []

const upload = (data: Buffer, type: string, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ title: name }))
  return rest('POST', '/video-files', { token: editorToken, form })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await png(64, 36, '#1f4d3a')
  poster = await payload.create({
    collection: 'media',
    data: { alt: 'A green poster' },
    file: { data, mimetype: 'image/png', name: `poster-${unique()}.png`, size: data.length },
  })
  category = await payload.create({
    collection: 'video-categories',
    data: { title: `Sketches ${unique()}`, slug: `sketches-${unique()}` },
  })
  ;[editor, contributor] = await Promise.all([asUser('editor'), asUser('contributor')])
  const doc = await payload.create({
    collection: 'members',
    data: { name: 'Vi Viewer', email: `vi-${unique()}@test.local`, password: 'a long enough password' },
  })
  member = { ...doc, collection: 'members' }
  editorToken = (await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token!
})

describe('who may do what with videos', () => {
  it('visitors and members read published videos only, and cannot write', async () => {
    const live = await payload.create({ collection: 'videos', data: videoData({ _status: 'published' }) })
    await payload.create({ collection: 'videos', data: videoData() })
    for (const user of [undefined, member]) {
      const options = as(user as never)
      const { docs } = await payload.find({
        collection: 'videos',
        where: { category: { equals: category.id } },
        ...options,
      })
      expect(docs.map((d) => d.id)).toEqual([live.id])
      await expect(payload.create({ collection: 'videos', data: videoData(), ...options })).rejects.toMatchObject(
        FORBIDDEN,
      )
      await expect(
        payload.update({ collection: 'videos', id: live.id, data: { title: 'Mine now' }, ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
    }
  })

  it('contributors write drafts but cannot publish; editors publish', async () => {
    const draft = await payload.create({ collection: 'videos', data: videoData(), ...as(contributor) })
    expect(draft._status).toBe('draft')
    await expect(
      payload.update({ collection: 'videos', id: draft.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    const published = await payload.update({
      collection: 'videos',
      id: draft.id,
      data: { _status: 'published' },
      ...as(editor),
    })
    expect(published.publishedAt).toEqual(expect.any(String))
  })

  it('video categories are the editors’: contributors and members cannot add one', async () => {
    for (const user of [contributor, member]) {
      await expect(
        payload.create({
          collection: 'video-categories',
          data: { title: 'Mine', slug: `mine-${unique()}` },
          ...as(user as never),
        }),
      ).rejects.toMatchObject(FORBIDDEN)
    }
    const child = await payload.create({
      collection: 'video-categories',
      data: { title: 'Sub', slug: `sub-${unique()}`, parent: category.id },
      ...as(editor),
    })
    expect(child.breadcrumbs?.map((b) => b.url)).toEqual([
      `/video-category/${category.slug}`,
      `/video-category/${child.slug}`,
    ])
  })
})

describe('what a video needs', () => {
  it('refuses a platform id that is not one, in plain words (400)', async () => {
    const answer = await rest('POST', '/videos', {
      token: editorToken,
      body: videoData({ source: { kind: 'platform', platformId: 'https://youtu.be/abc' } }),
    })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer)).toMatchObject([
      {
        path: 'source.platformId',
        message:
          '"https://youtu.be/abc" is not a platform id. An id is exactly 11 letters, digits, "-" or "_" (the part after "watch?v=").',
      },
    ])
  })

  it('asks for the platform id, or for the file when the video is our own', async () => {
    const noId = await rest('POST', '/videos', {
      token: editorToken,
      body: videoData({ source: { kind: 'platform', platformId: '' } }),
    })
    expect(noId.status).toBe(400)
    expect(fieldErrors(noId).map((e) => e.path)).toEqual(['source.platformId'])
    const noFile = await rest('POST', '/videos', { token: editorToken, body: videoData({ source: { kind: 'file' } }) })
    expect(noFile.status).toBe(400)
    expect(fieldErrors(noFile)).toMatchObject([
      {
        path: 'source.file',
        message: 'Choose the video file (MP4 or WebM), or play the video from the platform instead.',
      },
    ])
  })

  it('refuses a video without poster, category or a length of at least a second', async () => {
    const answer = await rest('POST', '/videos', {
      token: editorToken,
      body: { ...videoData(), poster: undefined, category: undefined, duration: 0 },
    })
    expect(answer.status).toBe(400)
    expect(
      fieldErrors(answer)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['category', 'duration', 'poster'])
  })

  it('plays a file of our own: MP4 and WebM are taken', async () => {
    for (const [data, type, name] of [
      [MP4, 'video/mp4', 'clip.mp4'],
      [WEBM, 'video/webm', 'clip.webm'],
    ] as const) {
      const answer = await upload(data, type, name)
      expect(answer.status, name).toBe(201)
      expect((answer.body.doc as { mimeType: string }).mimeType).toBe(type)
    }
  })

  it('refuses any other file, whatever its name and declared type', async () => {
    const picture = await png(8, 8, '#fff')
    for (const [data, type, name] of [
      [picture, 'video/mp4', 'not-a-video.mp4'],
      [Buffer.from('<script>alert(1)</script>'), 'video/webm', 'page.webm'],
    ] as const) {
      const answer = await upload(data, type, name)
      expect(answer.status, name).toBe(400)
    }
    const { totalDocs } = await payload.count({ collection: 'video-files', where: { title: { equals: 'page.webm' } } })
    expect(totalDocs).toBe(0)
  })

  it('contributors may upload a file; members may not', async () => {
    await expect(
      payload.create({
        collection: 'video-files',
        data: { title: 'x' },
        file: { data: MP4, mimetype: 'video/mp4', name: `m-${unique()}.mp4`, size: MP4.length },
        ...as(member as never),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    const mine = await payload.create({
      collection: 'video-files',
      data: { title: 'Contributor clip' },
      file: { data: MP4, mimetype: 'video/mp4', name: `c-${unique()}.mp4`, size: MP4.length },
      ...as(contributor),
    })
    expect(mine.mimeType).toBe('video/mp4')
  })
})
