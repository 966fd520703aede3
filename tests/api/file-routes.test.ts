/**
 * Every upload collection's file route (/api/<slug>/file/<name>) over Payload's REST, as every
 * kind of caller: a file is served only by its own collection's route, under that collection's
 * read rule, and only when a document names it; no name that holds a folder (%2F, %5C, ../, double
 * encoding) is served by any route; HEAD answers as GET does without a body; no error answer may
 * be kept by a cache.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { writePdf } from '@/lib/pdf/writer'
import { renderJingle } from '@/collections/podcasts/seed/art'

import { richText, unique } from '../int/support/fixtures'
import { asUser } from '../int/support/payload'
import { png } from '../support/png'
import { startApiServer, type ApiServer } from './support/server'

type Caller = 'anonymous' | 'member' | 'contributor' | 'editor' | 'admin'
const CALLERS: Caller[] = ['anonymous', 'member', 'contributor', 'editor', 'admin']
const SLUGS = [
  'media',
  'printable-files',
  'episode-audio',
  'form-attachments',
  'member-avatars',
  'video-files',
] as const satisfies CollectionSlug[]
type Slug = (typeof SLUGS)[number]

const PASSWORD = 'correct horse battery staple'
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'), Buffer.alloc(64)])

/** Who may fetch each collection's (unpublished, private where that exists) file. */
const MAY_READ: Record<Slug, Caller[]> = {
  media: CALLERS,
  'printable-files': ['contributor', 'editor', 'admin'], // no published printable offers it
  'episode-audio': ['contributor', 'editor', 'admin'], // no published episode plays it
  'form-attachments': ['editor', 'admin'],
  'member-avatars': CALLERS,
  'video-files': CALLERS,
}

let api: ApiServer
const tokens = new Map<Caller, string | undefined>()
/** Each collection's one stored file name. */
const files = new Map<Slug, string>()

async function store(slug: Slug, memberId: number, formId: number): Promise<string> {
  const { payload } = api
  const name = unique()
  const picture = await png(32, 32, '#345')
  const file = (data: Buffer, mimetype: string, ext: string) => ({
    data,
    mimetype,
    name: `${slug}-${name}.${ext}`,
    size: data.length,
  })
  const made = await {
    media: () => payload.create({ collection: 'media', data: { alt: 'x' }, file: file(picture, 'image/png', 'png') }),
    'printable-files': () => {
      const pdf = Buffer.from(writePdf({ title: 'T', pages: [{ width: 612, height: 792, marks: [] }] }))
      return payload.create({ collection: 'printable-files', data: {}, file: file(pdf, 'application/pdf', 'pdf') })
    },
    'episode-audio': () =>
      payload.create({ collection: 'episode-audio', data: {}, file: file(renderJingle(1, 1), 'audio/mpeg', 'mp3') }),
    'form-attachments': () =>
      payload.create({
        collection: 'form-attachments',
        data: { form: formId, field: 'meme' },
        file: file(picture, 'image/png', 'png'),
      }),
    'member-avatars': () =>
      payload.create({
        collection: 'member-avatars',
        data: { owner: memberId, alt: 'x' },
        file: file(picture, 'image/png', 'png'),
      }),
    'video-files': () =>
      payload.create({ collection: 'video-files', data: { title: 'Clip' }, file: file(MP4, 'video/mp4', 'mp4') }),
  }[slug]()
  return made.filename!
}

const dirOf = (slug: Slug) => api.payload.collections[slug].config.upload.staticDir!

beforeAll(async () => {
  api = await startApiServer()
  const { payload } = api
  for (const role of ['contributor', 'editor', 'admin'] as const) {
    const user = await asUser(role)
    tokens.set(
      role,
      (await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })).token,
    )
  }
  const email = `files-${unique()}@test.local`
  const member = await payload.create({ collection: 'members', data: { name: 'Mem Ber', email, password: PASSWORD } })
  tokens.set('member', (await payload.login({ collection: 'members', data: { email, password: PASSWORD } })).token)
  tokens.set('anonymous', undefined)
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: `Files ${unique()}`,
      confirmationType: 'message',
      confirmationMessage: richText('Thanks!'),
      fields: [{ blockType: 'text', name: 'x', label: 'X' }],
    },
  })
  for (const slug of SLUGS) files.set(slug, await store(slug, member.id, form.id))
  // A file in each folder that no document names (left by hand, or by a failed upload).
  for (const slug of SLUGS) await writeFile(path.join(dirOf(slug), 'stray.png'), 'not named by any document')
})

afterAll(async () => {
  await api?.close()
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A request exactly as written (fetch would resolve `../` in the path before sending it). */
function ask(method: 'GET' | 'HEAD', rawPath: string, caller: Caller): Promise<Answer> {
  const token = tokens.get(caller)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: api.port,
        method,
        path: rawPath,
        headers: token ? { authorization: `JWT ${token}` } : {},
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const messageOf = (answer: Answer) =>
  (JSON.parse(answer.body.toString('utf8') || '{}') as { errors?: { message?: string }[] }).errors?.[0]?.message

/** An error answer says why in words, and no cache may keep it. */
function expectRefusal(answer: Answer, label: string, statuses: number[]) {
  expect(statuses, `${label}: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`).toContain(answer.status)
  expect(messageOf(answer), label).toMatch(/\w/)
  expect(answer.headers['cache-control'], label).toBe('no-store')
}

/** Names that try to leave the route's folder for `other`'s file `name`, as each layout had them. */
function escapes(other: Slug, name: string, oldFolder: string): string[] {
  const e = encodeURIComponent
  return [
    `${oldFolder}%2F${e(name)}`,
    `..%2F${other}%2F${e(name)}`,
    `..%5C${other}%5C${e(name)}`,
    `${oldFolder}%5C${e(name)}`,
    `%2E%2E%2F${other}%2F${e(name)}`,
    `..%252F${other}%252F${e(name)}`,
    `${oldFolder}%252F${e(name)}`,
    `..%25252F${other}%25252F${e(name)}`,
    `%2F${other}%2F${e(name)}`,
    // A name of `..` or `%2E%2E` alone is resolved by the URL (to the collection's list), like `../` below.
  ]
}

const OLD_FOLDER: Record<Slug, string> = {
  media: '..%2Fmedia',
  'printable-files': 'printables',
  'episode-audio': 'audio',
  'form-attachments': 'form-attachments',
  'member-avatars': 'avatars',
  'video-files': 'videos',
}

describe.each(SLUGS)('/api/%s/file/…', (route) => {
  it.each(CALLERS)('serves its own file only to whom its read rule lets in (%s), HEAD like GET', async (caller) => {
    const name = files.get(route)!
    const url = `/api/${route}/file/${encodeURIComponent(name)}`
    const got = await ask('GET', url, caller)
    const head = await ask('HEAD', url, caller)
    if (MAY_READ[route].includes(caller)) {
      expect(got.status, `${caller} GET`).toBe(200)
      expect(got.body.equals(await readFile(path.join(dirOf(route), name)))).toBe(true)
      expect(got.headers['content-length']).toBe(String(got.body.length))
      // A signed-in caller's answer is their own: no shared cache may keep it for the next visitor.
      expect(got.headers['cache-control'], `${caller} cache-control`).toMatch(
        caller === 'anonymous' ? /^public,/ : /^private,/,
      )
    } else {
      expectRefusal(got, `${caller} GET`, [403])
    }
    expect(head.status, `${caller} HEAD`).toBe(got.status)
    expect(head.body.length, 'HEAD has no body').toBe(0)
    for (const header of [
      'content-type',
      'content-length',
      'cache-control',
      'x-content-type-options',
      'content-disposition',
    ]) {
      if (header === 'content-length' && got.status >= 400) continue // an error's words may differ in length
      expect(head.headers[header], `${caller} HEAD ${header}`).toEqual(got.headers[header])
    }
  })

  it.each(CALLERS)("serves no other collection's file, by any name that holds a folder (%s)", async (caller) => {
    for (const other of SLUGS) {
      const name = files.get(other)!
      if (other !== route) {
        // By its plain name: it is not in this route's folder, and no document of this route names it.
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await ask(method, `/api/${route}/file/${encodeURIComponent(name)}`, caller)
          expect([403, 404], `${method} ${other}'s ${name}`).toContain(answer.status)
          expect(answer.headers['cache-control']).toBe('no-store')
        }
      }
      for (const escape of escapes(other, name, OLD_FOLDER[other])) {
        const answer = await ask('GET', `/api/${route}/file/${escape}`, caller)
        expectRefusal(answer, `GET ${escape}`, [400])
        expect(messageOf(answer)).toMatch(/is not a file name/)
        const head = await ask('HEAD', `/api/${route}/file/${escape}`, caller)
        expect(head.status, `HEAD ${escape}`).toBe(400)
        expect(head.headers['cache-control']).toBe('no-store')
      }
      // `../` written as it is: the URL resolves it before any route sees it.
      const raw = await ask('GET', `/api/${route}/file/../${other}/file/${encodeURIComponent(name)}`, caller)
      expect(raw.status === 200 && other !== route, `raw ../ to ${other}`).toBe(false)
    }
  })

  it.each(CALLERS)('serves no file of its folder that no document names (%s)', async (caller) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await ask(method, `/api/${route}/file/stray.png`, caller)
      if (method === 'GET') expectRefusal(answer, `${caller} stray`, [403, 404])
      else expect([403, 404]).toContain(answer.status)
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })
})

describe('the upload folders', () => {
  it('are one per collection, none inside another', () => {
    const dirs = SLUGS.map(dirOf)
    for (const a of dirs) {
      for (const b of dirs) if (a !== b) expect(b.startsWith(a + path.sep), `${a} holds ${b}`).toBe(false)
    }
  })
})
