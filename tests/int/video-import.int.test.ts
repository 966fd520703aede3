/**
 * Importing videos from the video platform, against a stand-in of its data API in this process
 * (tests/support/video-platform.ts): paging, idempotence, what a re-import changes, the
 * platform's failures in plain words, and who may call POST /api/videos/import.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const platform = await vi.hoisted(async () => {
  // Before anything reads the environment (src/env.ts parses it once, on first import).
  const { startVideoPlatform } = await import('../support/video-platform')
  const standIn = await startVideoPlatform()
  process.env.VIDEO_API_URL = standIn.url
  process.env.VIDEO_API_KEY = standIn.key
  return standIn
})

import { env } from '@/env'
import type { Media, User, VideoCategory } from '@/payload-types'
import { ImportInputError, VideoPlatformError } from '@/server/video-import/errors'
import { importVideos, type ImportSummary } from '@/server/video-import/import'
import { videoPlatform } from '@/server/video-import/platform'

import { unique } from './support/fixtures'
import { asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const PASSWORD = 'correct horse battery staple'

let payload: Payload
let category: VideoCategory
let other: VideoCategory

/** Videos on the stand-in: fresh ids (11 characters) for each test, in a playlist of their own. */
function addPlaylist(count: number, overrides: Partial<{ duration: string }> = {}) {
  const prefix = unique()
  const ids = Array.from({ length: count }, (_, i) => `${prefix}v${String(i).padStart(2, '0')}`)
  for (const [i, id] of ids.entries()) {
    platform.videos.set(id, {
      id,
      title: `Lesson ${prefix} ${i + 1}`,
      description: `What happens in lesson ${i + 1}.`,
      duration: overrides.duration ?? `PT${i + 1}M15S`,
      colour: '#1f4d3a',
    })
  }
  const playlist = `PL${prefix}${unique()}`
  platform.playlists.set(playlist, ids)
  return { playlist, ids }
}

const imported = (ids: string[]) =>
  payload.find({
    collection: 'videos',
    where: { 'source.platformId': { in: ids } },
    draft: true,
    depth: 1,
    limit: 100,
    sort: 'title',
  })

const run = (playlist: string, options: Partial<Parameters<typeof importVideos>[1]> = {}) =>
  importVideos(payload, { source: { playlist }, category: category.slug, ...options })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the import to fail')
    },
    (error: unknown) => error as VideoPlatformError,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  ;[category, other] = await Promise.all(
    ['Lessons', 'Assemblies'].map((title) =>
      payload.create({ collection: 'video-categories', data: { title, slug: `${title.toLowerCase()}-${unique()}` } }),
    ),
  )
})

afterAll(() => platform.close())

describe('importing a playlist', () => {
  it('pages through the playlist and creates each video as a draft, with its poster', async () => {
    platform.state.pageSize = 2
    const { playlist, ids } = addPlaylist(5)
    const before = platform.requests.length
    const summary = await run(playlist)
    platform.state.pageSize = 50

    expect(summary).toEqual({ playlist, created: 5, updated: 0, unchanged: 0, failed: [] })
    const pages = platform.requests.slice(before).filter((url) => url.pathname.endsWith('/playlistItems'))
    expect(pages.map((url) => url.searchParams.get('pageToken'))).toEqual([null, 'page-2', 'page-4'])
    const { docs } = await imported(ids)
    expect(docs).toHaveLength(5)
    const first = docs[0]
    expect(first).toMatchObject({
      title: platform.videos.get(ids[0])!.title,
      description: 'What happens in lesson 1.',
      duration: 75,
      _status: 'draft',
      source: { kind: 'platform', platformId: ids[0] },
      category: { id: category.id },
    })
    const poster = first.poster as Media
    expect(poster.alt).toBe(`Still from the video “${first.title}”`)
    expect(poster.mimeType).toBe('image/png')
    expect(poster.filename).toMatch(new RegExp(`^video-${ids[0]}-[0-9a-f]{12}`))
  })

  it('changes nothing when run again, and creates no second poster', async () => {
    const { playlist, ids } = addPlaylist(3)
    await run(playlist)
    const media = await payload.count({ collection: 'media' })
    expect(await run(playlist)).toEqual({ playlist, created: 0, updated: 0, unchanged: 3, failed: [] })
    expect(await payload.count({ collection: 'media' })).toEqual(media)
    expect((await imported(ids)).totalDocs).toBe(3)
  })

  it('brings a changed title, description, length or thumbnail over, and leaves the editors’ fields alone', async () => {
    const { playlist, ids } = addPlaylist(3)
    await run(playlist)
    const [a, b, c] = (await imported(ids)).docs
    await payload.update({
      collection: 'videos',
      id: a.id,
      data: { category: other.id, slug: `kept-${unique()}`, trending: true },
    })
    const editorsSlug = (await payload.findByID({ collection: 'videos', id: a.id, draft: true })).slug

    Object.assign(platform.videos.get(a.source!.platformId!)!, {
      title: 'A new title',
      description: 'New words.',
      duration: 'PT2H',
    })
    platform.videos.get(b.source!.platformId!)!.colour = '#c0392b'
    expect(await run(playlist)).toEqual({ playlist, created: 0, updated: 2, unchanged: 1, failed: [] })

    const after = new Map((await imported(ids)).docs.map((doc) => [doc.id, doc]))
    expect(after.get(a.id)).toMatchObject({
      title: 'A new title',
      description: 'New words.',
      duration: 7200,
      slug: editorsSlug,
      trending: true,
      category: { id: other.id },
      poster: { id: (a.poster as Media).id },
    })
    expect((after.get(b.id)!.poster as Media).id).not.toBe((b.poster as Media).id)
    expect(after.get(c.id)!.updatedAt).toBe(c.updatedAt)
  })

  it('keeps a poster an editor chose, and updates a published video in place', async () => {
    const { playlist, ids } = addPlaylist(1)
    await run(playlist)
    const [video] = (await imported(ids)).docs
    const png = await (await fetch(`${platform.url.replace('/youtube/v3', '')}/thumbnails/${ids[0]}.png`)).arrayBuffer()
    const chosen = await payload.create({
      collection: 'media',
      data: { alt: 'The class on stage' },
      file: { data: Buffer.from(png), mimetype: 'image/png', name: `chosen-${unique()}.png`, size: png.byteLength },
    })
    await payload.update({ collection: 'videos', id: video.id, data: { poster: chosen.id, _status: 'published' } })
    Object.assign(platform.videos.get(ids[0])!, { colour: '#2c3e50', title: 'Renamed on the platform' })

    expect(await run(playlist)).toMatchObject({ updated: 1 })
    const published = await payload.findByID({ collection: 'videos', id: video.id, depth: 0 })
    expect(published).toMatchObject({ _status: 'published', title: 'Renamed on the platform', poster: chosen.id })
  })

  it('finds a channel’s uploads playlist from the channel id', async () => {
    const { playlist } = addPlaylist(2)
    const channel = `UC${unique()}${unique()}${unique().slice(0, 6)}`
    platform.channels.set(channel, playlist)
    expect(await importVideos(payload, { source: { channel }, category: String(category.id) })).toMatchObject({
      playlist,
      created: 2,
    })
  })

  it('reports the videos it cannot import and imports the rest', async () => {
    const { playlist, ids } = addPlaylist(3)
    platform.videos.delete(ids[0])
    platform.videos.get(ids[1])!.duration = 'P0D'
    const summary: ImportSummary = await run(playlist)
    expect(summary).toMatchObject({ created: 1, failed: [{ id: ids[0] }, { id: ids[1] }] })
    expect(summary.failed[0].reason).toBe('The platform gives no details of it: it is private or was deleted.')
    expect(summary.failed[1].reason).toMatch(/no length yet/)
  })

  it('refuses a category that does not exist, before asking the platform', async () => {
    const { playlist } = addPlaylist(1)
    const before = platform.requests.length
    const error = await failure(run(playlist, { category: 'no-such-category' }))
    expect(error).toBeInstanceOf(ImportInputError)
    expect(error.message).toBe(
      'There is no video category “no-such-category”. Give the slug of one (see Videos › Video categories).',
    )
    expect(platform.requests.length).toBe(before)
  })
})

describe('when the platform fails', () => {
  const failed = async (promise: Promise<unknown>, kind: string, message: RegExp) => {
    const error = await failure(promise)
    expect(error).toBeInstanceOf(VideoPlatformError)
    expect(error).toMatchObject({ failure: kind })
    expect(error.message).toMatch(message)
  }

  it('says the key is refused, the quota is used up, the playlist or channel does not exist', async () => {
    const { playlist } = addPlaylist(1)
    await failed(
      run(playlist, { platform: videoPlatform({ key: 'wrong' }) }),
      'bad-key',
      /does not accept the API key \(VIDEO_API_KEY\)/,
    )
    await failed(run('PLnothing-here-at-all'), 'not-found', /has no playlist “PLnothing-here-at-all”/)
    await failed(
      importVideos(payload, { source: { channel: 'UCnobodyxxxxxxxxxxxxxxxx' }, category: category.slug }),
      'not-found',
      /has no channel “UCnobodyxxxxxxxxxxxxxxxx”/,
    )
    platform.state.mode = 'quota'
    await failed(run(playlist), 'quota', /quota for this API key is used up for today/).finally(() => {
      platform.state.mode = 'normal'
    })
  })

  it('says so when there is no key, the platform is silent, unreachable, or answers nonsense', async () => {
    const { playlist } = addPlaylist(1)
    expect(() => videoPlatform({ key: undefined })).toThrow(/set VIDEO_API_KEY/)

    platform.state.mode = 'hang'
    await failed(
      run(playlist, { platform: videoPlatform({ timeoutMs: 300 }) }),
      'timeout',
      /did not answer within 0.3 s/,
    )

    platform.state.mode = 'malformed'
    await failed(run(playlist), 'unexpected', /answered playlistItems in a form we do not understand/)
    platform.state.mode = 'normal'

    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await failed(
      run(playlist, { platform: videoPlatform({ url: `http://127.0.0.1:${port}/youtube/v3` }) }),
      'unreachable',
      new RegExp(`The video platform \\(127.0.0.1:${port}\\) cannot be reached \\(ECONNREFUSED\\)`),
    )
    // The key never shows in what an editor reads.
    expect(JSON.stringify(await failure(run(playlist, { platform: videoPlatform({ key: 'wrong' }) })))).not.toContain(
      platform.key,
    )
  })
})

describe('POST /api/videos/import', () => {
  const tokens = new Map<string, string>()
  const users = new Map<string, User>()
  const login = async (collection: 'users' | 'members', email: string, password = PASSWORD) =>
    (await payload.login({ collection, data: { email, password } })).token!

  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'contributor'] as const) {
      const user: User = await asUser(role)
      users.set(role, user)
      tokens.set(role, await login('users', user.email))
    }
    const email = `member-${unique()}@test.local`
    await payload.create({ collection: 'members', data: { name: 'Mo Member', email, password: PASSWORD } })
    tokens.set('member', await login('members', email))
  })

  const post = (who: string | undefined, body: unknown) =>
    rest('POST', '/videos/import', { token: who ? tokens.get(who) : undefined, body })

  it('is for editors and admins only', async () => {
    const { playlist, ids } = addPlaylist(1)
    const body = { from: 'playlist', id: playlist, category: category.slug }
    const anonymous = await post(undefined, body)
    expect([anonymous.status, restError(anonymous)]).toEqual([
      401,
      'Sign in to the admin as an editor to import videos.',
    ])
    for (const who of ['member', 'contributor']) {
      const answer = await post(who, body)
      expect([answer.status, restError(answer)]).toEqual([403, 'Only editors and admins may import videos.'])
    }
    expect((await imported(ids)).totalDocs).toBe(0)

    const editor = await post('editor', body)
    expect(editor.status).toBe(200)
    expect(editor.body).toEqual({ playlist, created: 1, updated: 0, unchanged: 0, failed: [] })
    const [video] = (await imported(ids)).docs
    expect(video.createdBy).toMatchObject({ id: users.get('editor')!.id })
    const admin = await post('admin', { ...body, id: `https://www.youtube.com/playlist?list=${playlist}` })
    expect(admin.status).toBe(200)
    expect(admin.body).toMatchObject({ unchanged: 1 })
  })

  it('answers bad input with 400 and the platform’s failures with 404/502/503/504, in plain words', async () => {
    const { playlist } = addPlaylist(1)
    const invalid = await post('editor', { from: 'channel', id: 'not a channel', category: '' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual([
      {
        message: 'Choose the video category the new videos go in.',
        fields: { category: 'Choose the video category the new videos go in.' },
      },
    ])
    const unknownCategory = await post('editor', { from: 'playlist', id: playlist, category: 'nope' })
    expect([unknownCategory.status, restError(unknownCategory)]).toEqual([
      400,
      'There is no video category “nope”. Give the slug of one (see Videos › Video categories).',
    ])
    const missing = await post('editor', { from: 'playlist', id: 'PLnothing-here-at-all', category: category.slug })
    expect(missing.status).toBe(404)

    platform.state.mode = 'quota'
    const quota = await post('editor', { from: 'playlist', id: playlist, category: category.slug })
    platform.state.mode = 'normal'
    expect([quota.status, restError(quota)]).toEqual([
      503,
      'The video platform’s quota for this API key is used up for today. Try again tomorrow, or ask the platform for a larger quota.',
    ])

    const { VIDEO_API_URL, VIDEO_API_TIMEOUT_MS } = env
    platform.state.mode = 'hang'
    env.VIDEO_API_TIMEOUT_MS = 300
    const silent = await post('editor', { from: 'playlist', id: playlist, category: category.slug }).finally(() => {
      platform.state.mode = 'normal'
      env.VIDEO_API_TIMEOUT_MS = VIDEO_API_TIMEOUT_MS
    })
    expect([silent.status, restError(silent)]).toEqual([
      504,
      `The video platform (${new URL(platform.url).host}) did not answer within 0.3 s. Try again later.`,
    ])
    env.VIDEO_API_URL = 'http://127.0.0.1:1/youtube/v3'
    const away = await post('editor', { from: 'playlist', id: playlist, category: category.slug }).finally(() => {
      env.VIDEO_API_URL = VIDEO_API_URL
    })
    expect(away.status).toBe(502)
    expect(restError(away)).toMatch(/^The video platform \(127.0.0.1:1\) cannot be reached/)

    const key = env.VIDEO_API_KEY
    env.VIDEO_API_KEY = undefined
    const off = await post('editor', { from: 'playlist', id: playlist, category: category.slug }).finally(() => {
      env.VIDEO_API_KEY = key
    })
    expect([off.status, restError(off)]).toEqual([
      503,
      'Importing needs the video platform’s API key: set VIDEO_API_KEY in the server’s environment and restart it.',
    ])
  })
})
