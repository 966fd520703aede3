/**
 * Profile pictures over REST (POST /api/member-avatars) and GraphQL (updateMyAvatar): one rule set
 * where the write happens (size, type, pixels), one picture per member (document and file), and
 * the pictures go with a member an admin deletes.
 */
import { readdir } from 'node:fs/promises'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Member } from '@/payload-types'

import { unique } from '../int/support/fixtures'
import { asUser } from '../int/support/payload'
import { png } from '../support/png'
import { bearer, send, type GraphQLAnswer } from './support/http'
import { startApiServer, type ApiServer } from './support/server'

const PASSWORD = 'correct horse battery staple'
const AVATAR = 'mutation Avatar($file: Upload!) { updateMyAvatar(file: $file) }'

let api: ApiServer
let adminToken: string

/** A profile picture of the usual size. */
const picture = () => png(200, 200, '#2a6')

/** A PNG over 5 MB: random pixels do not compress. */
async function bigPng(): Promise<Buffer> {
  const side = 1400
  const raw = Buffer.alloc(side * side * 3)
  for (let i = 0; i < raw.length; i += 4)
    raw.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, raw.length - 4))
  const bytes = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024)
  return bytes
}

async function member(): Promise<{ doc: Member; token: string }> {
  const email = `avatar-${unique()}@test.local`
  const doc = await api.payload.create({ collection: 'members', data: { name: 'Ava Tar', email, password: PASSWORD } })
  const { token } = await api.payload.login({ collection: 'members', data: { email, password: PASSWORD } })
  return { doc, token: token! }
}

function restUpload(bytes: Buffer, type: string, token?: string, data: Record<string, unknown> = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'me.png')
  form.append('_payload', JSON.stringify({ alt: 'x', ...data }))
  return send(`${api.restUrl}/member-avatars`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
}

function gqlUpload(bytes: Buffer, type: string, token?: string): Promise<GraphQLAnswer> {
  const body = new FormData()
  body.append('operations', JSON.stringify({ query: AVATAR, variables: { file: null } }))
  body.append('map', JSON.stringify({ 0: ['variables.file'] }))
  body.append('0', new Blob([new Uint8Array(bytes)], { type }), 'me.png')
  return send(api.url, {
    method: 'POST',
    body,
    headers: { 'apollo-require-preflight': 'true', ...(token ? bearer(token) : {}) },
  })
}

const messageOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.message
const avatarsOf = async (id: number) =>
  (await api.payload.find({ collection: 'member-avatars', where: { owner: { equals: id } }, depth: 0 })).docs
const filesOnDisk = async () =>
  (await readdir(api.payload.collections['member-avatars'].config.upload.staticDir!)).sort()

/** Every file a member's avatar documents name (the original and its thumbnail). */
async function namedFiles(id: number) {
  return (await avatarsOf(id))
    .flatMap((doc) => [doc.filename, doc.sizes?.thumbnail?.filename])
    .filter((name): name is string => Boolean(name))
    .sort()
}

beforeAll(async () => {
  api = await startApiServer()
  const admin = await asUser('admin')
  adminToken = (await api.payload.login({ collection: 'users', data: { email: admin.email, password: PASSWORD } }))
    .token!
})

afterAll(async () => {
  await api?.close()
})

describe('a profile picture', () => {
  it('over REST keeps one picture per member: each new one replaces the last, document and file', async () => {
    const me = await member()
    for (let i = 0; i < 3; i += 1) {
      const answer = await restUpload(await picture(), 'image/png', me.token)
      expect(answer.status, answer.text).toBe(201)
      const avatars = await avatarsOf(me.doc.id)
      expect(avatars.map((a) => a.id)).toEqual([(answer.body.doc as { id: number }).id])
      const current = await api.payload.findByID({ collection: 'members', id: me.doc.id, depth: 0 })
      expect(current.avatar).toBe(avatars[0].id)
    }
    const mine = await namedFiles(me.doc.id)
    expect(mine).toHaveLength(2) // the picture and its thumbnail
    expect((await filesOnDisk()).filter((name) => mine.includes(name))).toEqual(mine)
  })

  it('over REST and GraphQL alike: the same limits, in words, and nothing stored', async () => {
    const me = await member()
    const big = await bigPng()
    const huge = await png(5000, 100)
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const before = await filesOnDisk()
    const viaRest = await restUpload(big, 'image/png', me.token)
    expect(viaRest.status).toBe(413)
    expect(messageOf(viaRest)).toBe('Please choose an image of 5 MB or less.')
    const viaGraphQL = await gqlUpload(big, 'image/png', me.token)
    expect(viaGraphQL.status).toBe(413)

    const wide = await restUpload(huge, 'image/png', me.token)
    expect(wide.status).toBe(400)
    expect(messageOf(wide)).toBe('Please choose a picture of at most 4096 × 4096 pixels.')
    expect(messageOf(await gqlUpload(huge, 'image/png', me.token))).toBe(
      'Please choose a picture of at most 4096 × 4096 pixels.',
    )

    const asGif = await restUpload(gif, 'image/gif', me.token)
    expect(asGif.status).toBe(400)
    expect(messageOf(await gqlUpload(gif, 'image/gif', me.token))).toBe('Please choose a PNG, JPEG or WebP image.')

    const local = api.payload.create({
      collection: 'member-avatars',
      data: { owner: me.doc.id, alt: 'x' },
      file: { data: huge, mimetype: 'image/png', name: 'me.png', size: huge.length },
      user: { ...me.doc, collection: 'members' },
      overrideAccess: false,
    })
    await expect(local).rejects.toThrow('Please choose a picture of at most 4096 × 4096 pixels.')

    expect(await avatarsOf(me.doc.id)).toEqual([])
    expect(await filesOnDisk()).toEqual(before)
  })

  it("is always the caller's own: another member's id as owner changes nothing of theirs; anonymous and admins cannot create", async () => {
    const me = await member()
    const other = await member()
    expect((await gqlUpload(await picture(), 'image/png', other.token)).body.errors).toBeUndefined()
    const theirs = await avatarsOf(other.doc.id)

    const sneaky = await restUpload(await picture(), 'image/png', me.token, { owner: other.doc.id })
    expect(sneaky.status).toBe(201)
    expect((await avatarsOf(me.doc.id)).length).toBe(1)
    expect(await avatarsOf(other.doc.id)).toEqual(theirs)

    const anonymous = await restUpload(await picture(), 'image/png')
    expect(anonymous.status).toBe(403)
    expect(messageOf(await gqlUpload(await picture(), 'image/png'))).toBe('Sign in to change your profile picture.')
    const admin = await restUpload(await picture(), 'image/png', adminToken, { owner: me.doc.id })
    expect(admin.status).toBe(403)
    expect((await avatarsOf(me.doc.id)).length).toBe(1)
  })

  it('mixing GraphQL and REST still leaves one picture, and the GraphQL answer is its URL', async () => {
    const me = await member()
    await restUpload(await picture(), 'image/png', me.token)
    const answer = await gqlUpload(await picture(), 'image/png', me.token)
    expect(answer.body.errors).toBeUndefined()
    const avatars = await avatarsOf(me.doc.id)
    expect(avatars.map((a) => a.url)).toEqual([answer.body.data?.updateMyAvatar])
  })
})

describe('deleting a member who has a profile picture', () => {
  it('over REST removes the member, the picture and its files', async () => {
    const me = await member()
    await restUpload(await picture(), 'image/png', me.token)
    const files = await namedFiles(me.doc.id)
    expect(files).toHaveLength(2)
    const answer = await send(`${api.restUrl}/members/${me.doc.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${adminToken}` },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(await avatarsOf(me.doc.id)).toEqual([])
    expect((await filesOnDisk()).filter((name) => files.includes(name))).toEqual([])
  })

  it('over GraphQL and the Local API alike', async () => {
    const viaGraphQL = await member()
    await gqlUpload(await picture(), 'image/png', viaGraphQL.token)
    const files = await namedFiles(viaGraphQL.doc.id)
    const answer = await send(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(adminToken) },
      body: JSON.stringify({ query: `mutation { deleteMember(id: ${viaGraphQL.doc.id}) { id } }` }),
    })
    expect(answer.body.errors).toBeUndefined()
    expect(await avatarsOf(viaGraphQL.doc.id)).toEqual([])

    const viaLocal = await member()
    await gqlUpload(await picture(), 'image/png', viaLocal.token)
    files.push(...(await namedFiles(viaLocal.doc.id)))
    await api.payload.delete({ collection: 'members', id: viaLocal.doc.id })
    expect(await avatarsOf(viaLocal.doc.id)).toEqual([])
    expect((await filesOnDisk()).filter((name) => files.includes(name))).toEqual([])
  })
})
