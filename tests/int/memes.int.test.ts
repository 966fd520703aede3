/**
 * Memes: the same editorial rules as articles (contributors write drafts, editors publish and
 * delete, visitors and members read what is published), and the fields a meme cannot do without.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Meme, Member, User } from '@/payload-types'

import { png } from '../support/png'
import { makeCategory, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const FORBIDDEN = { status: 403 }
const PASSWORD = 'correct horse battery staple'

let payload: Payload
let image: Media
let editor: User
let contributor: User
let member: Member & { collection: 'members' }
let editorToken: string

const memeData = (overrides: Partial<Meme> = {}) => {
  const title = `Meme ${unique()}`
  return {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    image: image.id,
    transcript: 'Top words\nBottom words',
    tags: ['marking', 'coffee'],
    _status: 'draft' as const,
    ...overrides,
  } as Omit<Meme, 'id' | 'createdAt' | 'updatedAt'>
}

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await png(60, 60)
  image = await payload.create({
    collection: 'media',
    data: { alt: 'A yellow square' },
    file: { data, mimetype: 'image/png', name: `meme-${unique()}.png`, size: data.length },
  })
  ;[editor, contributor] = await Promise.all([asUser('editor'), asUser('contributor')])
  const doc = await payload.create({
    collection: 'members',
    data: { name: 'Mo Member', email: `mo-${unique()}@test.local`, password: 'a long enough password' },
  })
  member = { ...doc, collection: 'members' }
  editorToken = (await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token!
})

describe('who may do what with memes', () => {
  it('visitors and members read published memes only', async () => {
    const category = await makeCategory(payload)
    const live = await payload.create({
      collection: 'memes',
      data: memeData({ categories: [category.id], _status: 'published' }),
    })
    const draft = await payload.create({ collection: 'memes', data: memeData({ categories: [category.id] }) })
    for (const user of [undefined, member]) {
      const { docs } = await payload.find({
        collection: 'memes',
        where: { categories: { in: [category.id] } },
        ...as(user as never),
      })
      expect(docs.map((d) => d.id)).toEqual([live.id])
    }
    const staff = await payload.find({ collection: 'memes', where: { id: { equals: draft.id } }, ...as(contributor) })
    expect(staff.docs).toHaveLength(1)
  })

  it('visitors and members cannot create, update or delete', async () => {
    const meme = await payload.create({ collection: 'memes', data: memeData({ _status: 'published' }) })
    for (const user of [undefined, member]) {
      const options = as(user as never)
      await expect(payload.create({ collection: 'memes', data: memeData(), ...options })).rejects.toMatchObject(
        FORBIDDEN,
      )
      await expect(
        payload.update({ collection: 'memes', id: meme.id, data: { title: 'Mine now' }, ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(payload.delete({ collection: 'memes', id: meme.id, ...options })).rejects.toMatchObject(FORBIDDEN)
    }
  })

  it('contributors write drafts, recorded as theirs, but cannot publish or delete', async () => {
    const draft = await payload.create({ collection: 'memes', data: memeData(), ...as(contributor) })
    expect(draft._status).toBe('draft')
    expect(typeof draft.createdBy === 'object' ? draft.createdBy?.id : draft.createdBy).toBe(contributor.id)
    await expect(
      payload.create({ collection: 'memes', data: memeData({ _status: 'published' }), ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({ collection: 'memes', id: draft.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.delete({ collection: 'memes', id: draft.id, ...as(contributor) })).rejects.toMatchObject(
      FORBIDDEN,
    )
  })

  it('editors publish (the date is set then) and delete', async () => {
    const draft = await payload.create({ collection: 'memes', data: memeData(), ...as(contributor) })
    const published = await payload.update({
      collection: 'memes',
      id: draft.id,
      data: { _status: 'published' },
      ...as(editor),
    })
    expect(published.publishedAt).toEqual(expect.any(String))
    await payload.delete({ collection: 'memes', id: draft.id, ...as(editor) })
    expect((await payload.find({ collection: 'memes', where: { id: { equals: draft.id } } })).docs).toEqual([])
  })
})

describe('what a meme needs', () => {
  it('refuses a meme without its words or its picture, naming each field', async () => {
    const answer = await rest('POST', '/memes', {
      token: editorToken,
      body: { title: 'Words missing', _status: 'published' },
    })
    expect(answer.status).toBe(400)
    const errors = (answer.body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0].data?.errors
    expect(errors?.map((e) => e.path).sort()).toEqual(['image', 'transcript'])
    for (const e of errors ?? []) expect(e.message).toBe('This field is required.')
  })

  it('refuses a picture without alternative text, in plain words', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await png(60, 60))], { type: 'image/png' }), 'no-alt.png')
    form.append('_payload', JSON.stringify({}))
    const answer = await rest('POST', '/media', { token: editorToken, form })
    expect(answer.status).toBe(400)
    expect(restError(answer)).toBe('The following field is invalid: Alternative text')
  })

  it('keeps tags as a list of words and the transcript as typed', async () => {
    const meme = await payload.create({ collection: 'memes', data: memeData({ tags: ['lunch duty', 'rain'] }) })
    expect(meme.tags).toEqual(['lunch duty', 'rain'])
    expect(meme.transcript).toBe('Top words\nBottom words')
  })
})
