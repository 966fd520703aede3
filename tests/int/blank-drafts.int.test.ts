/**
 * "Create New" leaves no empty drafts (src/collections/blank-drafts.ts): a document created without
 * its title is marked blank until its first save, hidden from the admin's lists, discarded when its
 * editor leaves it untouched, and swept a day later otherwise — and nothing written is ever lost.
 */
import { createLocalReq, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BLANK_DRAFT_TTL_MS, blankFilter, sweepBlankDrafts } from '@/collections/blank-drafts'
import type { User } from '@/payload-types'

import { makeAuthor, postData, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const PASSWORD = 'correct horse battery staple'

let payload: Payload
const users = new Map<string, User>()
const tokens = new Map<string, string>()

/** What the admin's edit view does on "Create New": a draft with no data, as the signed-in user. */
const createNew = (who: string) =>
  payload.create<'posts', Record<string, never>>({ collection: 'posts', data: {}, draft: true, ...as(users.get(who)) })

const exists = async (id: number) =>
  (await payload.count({ collection: 'posts', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

const discard = (who: string | undefined, id: number | string) =>
  rest('POST', `/posts/${id}/discard-blank`, { token: who ? tokens.get(who) : undefined })

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    const user = await asUser(role, { password: PASSWORD })
    users.set(role, user)
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
    tokens.set(role, token!)
  }
  const other = await asUser('contributor', { password: PASSWORD })
  users.set('other contributor', other)
  const { token } = await payload.login({ collection: 'users', data: { email: other.email, password: PASSWORD } })
  tokens.set('other contributor', token!)
  const email = `member-${unique()}@test.local`
  await payload.create({ collection: 'members', data: { name: 'Mo Member', email, password: PASSWORD } })
  tokens.set('member', (await payload.login({ collection: 'members', data: { email, password: PASSWORD } })).token!)
})

describe('the blank mark', () => {
  it('is set on a document created without a title and cleared by its first save', async () => {
    const post = await createNew('editor')
    expect(post.blank).toBe(true)
    const saved = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Half a thought' },
      draft: true,
      ...as(users.get('editor')),
    })
    expect(saved.blank).toBe(false)
  })

  it('is never set on a document created with its title, and no caller can write it', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: `Notes ${unique()}`, blank: true },
      draft: true,
      ...as(users.get('editor')),
    })
    expect(post.blank).toBe(false)
    const answer = await rest('PATCH', `/posts/${post.id}?draft=true`, {
      token: tokens.get('admin'),
      body: { blank: true },
    })
    expect(answer.status).toBe(200)
    expect((await payload.findByID({ collection: 'posts', id: post.id, draft: true })).blank).toBe(false)
  })

  it('is not shown to visitors or members', async () => {
    const post = await payload.create({ collection: 'posts', data: postData(await makeAuthor(payload), { _status: 'published' }) })
    expect(post.blank).toBe(false)
    const anonymous = await payload.findByID({ collection: 'posts', id: post.id, ...as(undefined) })
    expect(anonymous).not.toHaveProperty('blank')
  })

  it('keeps blank documents out of the admin lists and pickers', async () => {
    const blank = await createNew('editor')
    const written = await payload.create({
      collection: 'posts',
      data: { title: `Written ${unique()}` },
      draft: true,
      ...as(users.get('editor')),
    })
    const filter = (await blankFilter({ limit: 10, page: 1, req: {} as never, sort: '-updatedAt' })) as Where
    const { docs } = await payload.find({
      collection: 'posts',
      where: { and: [filter, { id: { in: [blank.id, written.id] } }] },
      draft: true,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.id)).toEqual([written.id])
  })
})

describe('POST /api/posts/{id}/discard-blank', () => {
  it('deletes a blank draft for its creator or an editor', async () => {
    const own = await createNew('contributor')
    const answer = await discard('contributor', own.id)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ discarded: true })
    expect(await exists(own.id)).toBe(false)

    const someones = await createNew('contributor')
    expect((await discard('editor', someones.id)).status).toBe(200)
    expect(await exists(someones.id)).toBe(false)
  })

  it('keeps anything written in: 409 in words', async () => {
    const post = await createNew('editor')
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { adFree: true },
      draft: true,
      ...as(users.get('editor')),
    })
    const answer = await discard('editor', post.id)
    expect(answer.status).toBe(409)
    expect(restError(answer)).toBe('This document has been written in, so it was kept.')
    expect(await exists(post.id)).toBe(true)
  })

  it('refuses visitors (401), members (403) and another contributor (not theirs to see: 404)', async () => {
    const post = await createNew('contributor')
    expect((await discard(undefined, post.id)).status).toBe(401)
    expect((await discard('member', post.id)).status).toBe(403)
    const other = await discard('other contributor', post.id)
    expect([403, 404]).toContain(other.status)
    expect(restError(other)).toMatch(/draft/)
    expect(await exists(post.id)).toBe(true)
  })

  it('answers an unknown or malformed id 404 in words', async () => {
    for (const id of ['999999999', 'abc', '1.5']) {
      const answer = await discard('editor', id)
      expect(answer.status).toBe(404)
      expect(restError(answer)).toBe('There is no such draft.')
    }
  })
})

describe('the sweep', () => {
  it('deletes blank drafts a day old and nothing else', async () => {
    const blank = await createNew('editor')
    const written = await createNew('editor')
    await payload.update({ collection: 'posts', id: written.id, data: { title: 'Kept' }, draft: true, overrideAccess: true })
    const req = await createLocalReq({}, payload)
    // A sweep now leaves both: the blank one is not a day old.
    await sweepBlankDrafts(req, 'posts')
    expect(await exists(blank.id)).toBe(true)
    // A sweep a day later deletes the blank one only.
    await sweepBlankDrafts(req, 'posts', Date.now() + BLANK_DRAFT_TTL_MS + 60_000)
    expect(await exists(blank.id)).toBe(false)
    expect(await exists(written.id)).toBe(true)
  })
})
