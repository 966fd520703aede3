/**
 * Podcasts: shows and episodes under the editorial rules, episode addresses unique within their
 * show, audio that is audio (sniffed) with its length read from the file, audio private until
 * its episode is published and served in byte ranges, plays counted once per visitor a day and
 * never wound back by a save, and the podcast feed as a podcast app's parser reads it.
 */
import { parseFeed } from 'podcast-partytime'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { podcastFeed } from '@/collections/podcasts/feed'
import type { Episode, EpisodeAudio, Media, Podcast, User } from '@/payload-types'
import { renderJingle } from '@/collections/podcasts/seed/art'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'
import { increment } from '@/server/counters'

import { png } from '../support/png'
import { unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const PASSWORD = 'correct horse battery staple'

let payload: Payload
let cover: Media
let editor: User
let contributor: User
let editorToken: string

const slugOf = (title: string) => title.toLowerCase().replace(/\W+/g, '-')

async function audio(seconds = 2): Promise<EpisodeAudio> {
  const data = renderJingle(seconds, seconds)
  return payload.create({
    collection: 'episode-audio',
    data: {},
    file: { data, mimetype: 'audio/mpeg', name: `episode-${unique()}.mp3`, size: data.length },
  })
}

async function show(overrides: Partial<Podcast> = {}): Promise<Podcast> {
  const title = `Show ${unique()}`
  return payload.create({
    collection: 'podcasts',
    data: {
      title,
      slug: slugOf(title),
      description: 'Two teachers talk.',
      cover: cover.id,
      hosts: [{ name: 'Priya Shah' }, { name: 'Tom Okafor' }],
      category: 'stand-up',
      owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
      _status: 'published',
      ...overrides,
    },
  } as never) as Promise<Podcast>
}

async function episode(of: Podcast, overrides: Partial<Episode> = {}): Promise<Episode> {
  const title = `Episode ${unique()}`
  return payload.create({
    collection: 'episodes',
    data: {
      show: of.id,
      title,
      slug: slugOf(title),
      description: 'What happened.',
      audio: (await audio()).id,
      _status: 'published',
      ...overrides,
    },
  } as never) as Promise<Episode>
}

/** The plain-words messages of a REST validation error, by field. */
const fieldErrors = (answer: { body: Record<string, unknown> }) =>
  ((answer.body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors ?? []).map(
    (e) => [e.path, e.message],
  )

beforeAll(async () => {
  payload = await getTestPayload()
  const picture = await png(1400, 1400, '#1f4d3a')
  cover = await payload.create({
    collection: 'media',
    data: { alt: 'Cover art' },
    file: { data: picture, mimetype: 'image/png', name: `cover-${unique()}.png`, size: picture.length },
  })
  ;[editor, contributor] = await Promise.all([asUser('editor'), asUser('contributor')])
  editorToken = (await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token!
})

describe('episodes', () => {
  it('take their length from the MP3 when the editor leaves it empty, and keep one they typed', async () => {
    const of = await show()
    const read = await episode(of)
    expect(read.duration).toBe(2)
    const typed = await episode(of, { duration: 95 })
    expect(typed.duration).toBe(95)
    // A new file without a new length: the old length was the old file's.
    const longer = await audio(4)
    const replaced = await payload.update({ collection: 'episodes', id: read.id, data: { audio: longer.id } })
    expect(replaced.duration).toBe(4)
  })

  it('share an address with another show’s episode, never with one of their own show', async () => {
    const [one, two] = await Promise.all([show(), show()])
    const first = await episode(one, { slug: 'snow-day' })
    await expect(episode(two, { slug: 'snow-day' })).resolves.toMatchObject({ slug: 'snow-day' })
    const answer = await rest('POST', '/episodes', {
      token: editorToken,
      body: {
        show: one.id,
        title: 'Snow day again',
        slug: 'snow-day',
        description: 'A repeat.',
        audio: (await audio()).id,
        _status: 'published',
      },
    })
    expect(answer.status).toBe(400)
    expect(fieldErrors(answer)).toEqual([
      ['slug', 'Another episode of this show already has the address "snow-day". Choose another slug.'],
    ])
    // Saving the episode itself again is not a clash with itself.
    await expect(
      payload.update({ collection: 'episodes', id: first.id, data: { title: 'Snow day (remastered)' } }),
    ).resolves.toMatchObject({ slug: 'snow-day' })
  })

  it('follow the editorial rules: contributors write drafts, editors publish', async () => {
    const of = await show()
    const draft = await episode(of, { _status: 'draft' })
    await expect(
      payload.update({ collection: 'episodes', id: draft.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject({ status: 403 })
    const { docs } = await payload.find({
      collection: 'episodes',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(docs).toEqual([])
  })
})

describe('episode audio', () => {
  it('refuses a file that is not MP3 or M4A, whatever its name says, in plain words', async () => {
    const picture = await png(10, 10, '#000')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'audio/mpeg' }), 'episode.mp3')
    form.append('_payload', JSON.stringify({}))
    const answer = await rest('POST', '/episode-audio', { token: editorToken, form })
    expect(answer.status).toBe(400)
    expect(restError(answer)).toBe(
      'This file is not MP3 or M4A audio. Export the episode as MP3 (or AAC in an .m4a file) and upload that file.',
    )
  })

  it('is public at its URL only while a published episode plays it, and answers byte ranges', async () => {
    const of = await show()
    const file = await audio(3)
    const url = `/episode-audio/file/${file.filename}`
    const draft = await episode(of, { audio: file.id, _status: 'draft' })
    expect((await rest('GET', url)).status).toBe(403)
    await payload.update({ collection: 'episodes', id: draft.id, data: { _status: 'published' } })
    const whole = await rest('GET', url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const part = await rest('GET', url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.bytes.length}`)
    expect(part.bytes.equals(whole.bytes.subarray(100, 200))).toBe(true)
  })
})

describe('plays', () => {
  const plays = async (id: number) => (await payload.findByID({ collection: 'episodes', id, depth: 0 })).plays

  it('count once per visitor a day, for published episodes only', async () => {
    const of = await show()
    const live = await episode(of)
    const draft = await episode(of, { _status: 'draft' })
    const visitor = { headers: { 'user-agent': 'Firefox', [CLIENT_ADDRESS_HEADER]: '10.8.8.9' } }
    expect((await rest('POST', `/episodes/${live.id}/play`, visitor)).status).toBe(204)
    expect((await rest('POST', `/episodes/${live.id}/play`, visitor)).status).toBe(204)
    expect(await plays(live.id)).toBe(1)
    expect((await rest('POST', `/episodes/${draft.id}/play`, visitor)).status).toBe(404)
    expect((await rest('POST', '/episodes/nope/play', visitor)).status).toBe(404)
  })

  it('are never wound back by an editor saving an older draft', async () => {
    const of = await show()
    const live = await episode(of)
    // A draft made before the plays came in holds the count of its moment.
    await payload.update({ collection: 'episodes', id: live.id, data: { title: 'Draft title' }, draft: true })
    for (let i = 0; i < 3; i++) await increment(payload, 'episodes', 'plays', live.id)
    await payload.update({ collection: 'episodes', id: live.id, data: { _status: 'published' } })
    expect(await plays(live.id)).toBe(3)
    await payload.update({ collection: 'episodes', id: live.id, data: { plays: 999 }, ...as(editor) })
    expect(await plays(live.id)).toBe(3)
  })
})

describe('the podcast feed', () => {
  it('is read by a podcast app’s parser with every tag Apple Podcasts asks for', async () => {
    const of = await show({ showType: 'serial', explicit: false })
    const trailer = await episode(of, { episodeType: 'trailer', season: 1, publishedAt: '2026-01-01T09:00:00.000Z' })
    const full = await episode(of, {
      episodeType: 'full',
      season: 1,
      episodeNumber: 1,
      publishedAt: '2026-01-08T09:00:00.000Z',
    })
    const episodes = (
      await payload.find({
        collection: 'episodes',
        where: { show: { equals: of.id } },
        sort: '-publishedAt',
        depth: 1,
      })
    ).docs as (Episode & { audio: EpisodeAudio })[]
    const xml = podcastFeed(await payload.findByID({ collection: 'podcasts', id: of.id, depth: 1 }), episodes, {})
    const feed = parseFeed(xml)
    expect(feed).not.toBeNull()
    // Apple's current values for the explicit flag.
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>')
    expect(xml).not.toMatch(/<itunes:explicit>(yes|no)</)
    expect(feed).toMatchObject({
      title: of.title,
      description: 'Two teachers talk.',
      language: 'en-us',
      explicit: false,
      author: 'Priya Shah, Tom Okafor',
      owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
      itunesType: 'serial',
    })
    expect(feed!.itunesCategory).toContain('Comedy > Stand-Up')
    expect(feed!.link).toMatch(new RegExp(`/podcast/${of.slug}$`))
    expect(feed!.itunesImage).toMatch(/^https?:\/\/.+\/api\/media\/file\/cover-.+\.png$/)
    expect(feed!.items.map((item) => item.title)).toEqual([full.title, trailer.title])
    const [item] = feed!.items
    expect(item).toMatchObject({
      guid: `urn:staffroom:episode:${full.id}`,
      duration: 2,
      itunesEpisode: 1,
      itunesSeason: 1,
      itunesEpisodeType: 'full',
      enclosure: { length: (full.audio as EpisodeAudio).filesize, type: 'audio/mpeg' },
    })
    expect(item.enclosure.url).toMatch(/^https?:\/\/.+\/api\/episode-audio\/file\/episode-.+\.mp3$/)
    expect(item.pubDate?.toISOString()).toBe('2026-01-08T09:00:00.000Z')
    expect(feed!.items[1]).toMatchObject({ itunesEpisodeType: 'trailer' })
  })
})
