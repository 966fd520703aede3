/**
 * Visitor accounts (members): who may read and change what, and the account operations of the
 * GraphQL schema (src/graphql/schema) executed with graphql() against Payload's full schema, with
 * a context built from a real PayloadRequest: the token goes in `Authorization: Bearer`, the
 * address in X-Forwarded-For, exactly as over HTTP.
 */
import { randomBytes } from 'node:crypto'

import { configToSchema } from '@payloadcms/graphql'
// Payload's copy of graphql (the CJS build Node loads for it): graphql() refuses a schema of another copy.
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql/index.js'
import { canAccessAdmin, createPayloadRequest, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { UploadedFile } from '@/graphql/schema/upload-scalar'
import type { Author, Member, Post, User } from '@/payload-types'

import { makeAuthor, postData, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'

const PASSWORD = 'a long enough password'

let payload: Payload
let schema: GraphQLSchema
let author: Author
let admin: User

/** createPayloadRequest finds Payload through getPayload's cache: this file's instance is under its own key. */
function cacheKeyOf(instance: Payload): string {
  const cache = (globalThis as { _payload?: Map<string, { payload: Payload | null }> })._payload
  const key = [...(cache ?? new Map()).entries()].find(([, entry]) => entry.payload === instance)?.[0]
  if (!key) throw new Error("this file's Payload is not in getPayload's cache")
  return key
}

/** A fresh address per call unless given: the rate limits count per IP and are shared by the file. */
const someIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`

type Options = { token?: string; ip?: string; variables?: Record<string, unknown> }

/** The PayloadRequest of a POST /api/graphql carrying this token, from this address. */
function requestAs(options: Options) {
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? someIp(), 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', headers })
  return createPayloadRequest({ config: payload.config, request, payloadInstanceCacheKey: cacheKeyOf(payload) })
}

async function gql<T = Record<string, unknown>>(source: string, options: Options = {}) {
  const req = await requestAs(options)
  const result = await graphql({
    schema,
    source,
    variableValues: options.variables,
    contextValue: { req, headers: {} },
  })
  return result as ExecutionResult<T>
}

const errorOf = (result: ExecutionResult) => {
  expect(result.errors, 'an error').toBeDefined()
  const [error] = result.errors!
  return { message: error.message, extensions: error.extensions as Record<string, unknown> }
}

async function member(overrides: Partial<Member> = {}): Promise<Member & { collection: 'members' }> {
  const doc = await payload.create({
    collection: 'members',
    data: { name: `Member ${unique()}`, email: `member-${unique()}@test.local`, password: PASSWORD, ...overrides },
  })
  return { ...doc, collection: 'members' }
}

async function tokenOf(m: Member): Promise<string> {
  const { token } = await payload.login({ collection: 'members', data: { email: m.email, password: PASSWORD } })
  return token!
}

/** Local API options that apply access control as this member. */
const asMember = (m: Member & { collection: 'members' }) => ({ user: m, overrideAccess: false }) as const

const publishedPost = () =>
  payload.create({ collection: 'posts', data: postData(author, { _status: 'published' }) }) as Promise<Post>

beforeAll(async () => {
  payload = await getTestPayload()
  schema = configToSchema(payload.config).schema
  author = await makeAuthor(payload)
  admin = await asUser('admin')
})

describe('member access', () => {
  it('reads and updates their own account only', async () => {
    const [me, other] = await Promise.all([member(), member()])
    const own = await payload.findByID({ collection: 'members', id: me.id, ...asMember(me) })
    expect(own.email).toBe(me.email)
    const list = await payload.find({ collection: 'members', ...asMember(me) })
    expect(list.docs.map((d) => d.id)).toEqual([me.id])
    await expect(payload.findByID({ collection: 'members', id: other.id, ...asMember(me) })).rejects.toMatchObject({
      status: 404,
    })
    const renamed = await payload.update({
      collection: 'members',
      id: me.id,
      data: { name: 'New Name' },
      ...asMember(me),
    })
    expect(renamed.name).toBe('New Name')
    await expect(
      payload.update({ collection: 'members', id: other.id, data: { name: 'Hacked' }, ...asMember(me) }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'members', id: other.id })).name).toBe(other.name)
  })

  it('cannot create editors or articles', async () => {
    const me = await member()
    await expect(
      payload.create({
        collection: 'users',
        data: { name: 'Sneaky', email: `sneaky-${unique()}@test.local`, password: PASSWORD, role: 'admin' },
        ...asMember(me),
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'posts', data: postData(author), ...asMember(me) }),
    ).rejects.toMatchObject({
      status: 403,
    })
  })

  it('cannot reach the admin panel', async () => {
    // The check /admin and its server functions run (access.admin of the user's collection).
    const req = await requestAs({ token: await tokenOf(await member()) })
    expect(req.user?.collection).toBe('members')
    await expect(canAccessAdmin({ req })).rejects.toMatchObject({ status: 401 })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: 'correct horse battery staple' },
    })
    await expect(canAccessAdmin({ req: await requestAs({ token }) })).resolves.toBeUndefined()
  })

  it('anonymous visitors cannot list members; admins can', async () => {
    await member()
    await expect(payload.find({ collection: 'members', ...as() })).rejects.toMatchObject({ status: 403 })
    const result = await gql('{ Members { docs { email } } }')
    expect(errorOf(result).message).toMatch(/not allowed/i)
    const all = await payload.find({ collection: 'members', ...as(admin) })
    expect(all.totalDocs).toBeGreaterThan(0)
  })
})

const SIGN_UP = `mutation SignUp($name: String!, $email: String!, $password: String!, $newsletter: Boolean) {
  signUp(name: $name, email: $email, password: $password, newsletter: $newsletter) {
    token exp member { id name email newsletter }
  }
}`

describe('signUp', () => {
  const valid = () => ({
    name: 'Pat Teacher',
    email: `Pat.${unique()}@School.test`,
    password: PASSWORD,
    newsletter: true,
  })

  it('creates the member, signs them in and returns a working token', async () => {
    const input = valid()
    const result = await gql<{ signUp: { token: string; exp: number; member: Member } }>(SIGN_UP, { variables: input })
    expect(result.errors).toBeUndefined()
    const { token, exp, member: created } = result.data!.signUp
    expect(created).toMatchObject({ name: 'Pat Teacher', email: input.email.toLowerCase(), newsletter: true })
    expect(exp * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000) // the 7-day token
    const me = await gql<{ meMember: { user: { email: string } } }>('{ meMember { user { email } } }', { token })
    expect(me.data?.meMember.user.email).toBe(input.email.toLowerCase())
  })

  it.each([
    ['name', { name: '  ' }, 'Please tell us your name.'],
    ['name', { name: 'x'.repeat(81) }, 'Please keep your name to 80 characters or fewer.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address, like name@school.org.'],
    ['password', { password: 'short' }, 'Please choose a password of at least 10 characters.'],
  ])('rejects a bad %s with a clear message', async (field, change, message) => {
    const result = await gql(SIGN_UP, { variables: { ...valid(), ...change } })
    const error = errorOf(result)
    expect(error.message).toBe(message)
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } })
  })

  it('answers an existing email in words, never with a database error', async () => {
    const input = valid()
    await gql(SIGN_UP, { variables: input })
    const again = await gql(SIGN_UP, { variables: { ...input, email: `  ${input.email.toUpperCase()} ` } })
    expect(errorOf(again).message).toBe('An account with this email already exists. Sign in or reset your password.')
    // Both at once: one wins, the other gets the same words.
    const racing = valid()
    const results = await Promise.all([gql(SIGN_UP, { variables: racing }), gql(SIGN_UP, { variables: racing })])
    const failed = results.filter((r) => r.errors)
    expect(failed).toHaveLength(1)
    expect(errorOf(failed[0]).message).toBe(
      'An account with this email already exists. Sign in or reset your password.',
    )
  })

  it("holds Payload's createMember to the same rules", async () => {
    const result = await gql(
      `mutation { createMember(data: { name: "Shorty", email: "shorty-${unique()}@test.local", password: "short" }) { id } }`,
    )
    expect(errorOf(result).message).toBe('Please choose a password of at least 10 characters.')
  })

  it('allows 10 sign-ups a minute from one address', async () => {
    const ip = someIp()
    for (let i = 0; i < 10; i += 1) {
      expect((await gql(SIGN_UP, { ip, variables: valid() })).errors).toBeUndefined()
    }
    const error = errorOf(await gql(SIGN_UP, { ip, variables: valid() }))
    expect(error.message).toBe('Too many attempts. Try again in 1 minute.')
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) })
  })
})

const MY_SAVED = '{ mySaved { kind id title slug path excerpt heroImage { url alt } } }'
const TOGGLE = 'mutation Toggle($id: ID!) { toggleSaved(kind: POST, id: $id) { saved count } }'

describe('saved items', () => {
  it('asks anonymous visitors to sign in', async () => {
    const error = errorOf(await gql(MY_SAVED))
    expect(error.message).toBe('Sign in to see your saved items.')
    expect(error.extensions.code).toBe('UNAUTHENTICATED')
    expect(errorOf(await gql(TOGGLE, { variables: { id: '1' } })).extensions.code).toBe('UNAUTHENTICATED')
  })

  it('saves and unsaves published articles, newest first', async () => {
    const me = await member()
    const token = await tokenOf(me)
    const [first, second] = [await publishedPost(), await publishedPost()]
    expect((await gql(TOGGLE, { token, variables: { id: String(first.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 1 },
    })
    expect((await gql(TOGGLE, { token, variables: { id: String(second.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 2 },
    })
    const list = await gql<{ mySaved: { id: string; title: string; path: string; kind: string }[] }>(MY_SAVED, {
      token,
    })
    expect(list.errors).toBeUndefined()
    expect(list.data!.mySaved.map((s) => s.title)).toEqual([second.title, first.title])
    expect(list.data!.mySaved[0]).toMatchObject({ kind: 'POST', id: String(second.id), path: `/post/${second.slug}` })

    expect((await gql(TOGGLE, { token, variables: { id: String(second.id) } })).data).toEqual({
      toggleSaved: { saved: false, count: 1 },
    })
    const after = await gql<{ mySaved: { title: string }[] }>(MY_SAVED, { token })
    expect(after.data!.mySaved.map((s) => s.title)).toEqual([first.title])
  })

  it("keeps each member's list their own", async () => {
    const [me, other] = await Promise.all([member(), member()])
    const post = await publishedPost()
    await gql(TOGGLE, { token: await tokenOf(me), variables: { id: String(post.id) } })
    const theirs = await gql<{ mySaved: unknown[] }>(MY_SAVED, { token: await tokenOf(other) })
    expect(theirs.data!.mySaved).toEqual([])
  })

  it('refuses drafts and unknown ids with a clear message', async () => {
    const token = await tokenOf(await member())
    const draft = (await payload.create({ collection: 'posts', data: postData(author) })) as Post
    for (const id of [String(draft.id), '999999', 'nonsense']) {
      const error = errorOf(await gql(TOGGLE, { token, variables: { id } }))
      expect(error.message).toBe('This article is not available to save. It may have been unpublished.')
      expect(error.extensions.code).toBe('NOT_FOUND')
    }
  })

  it('leaves out articles unpublished after they were saved', async () => {
    const token = await tokenOf(await member())
    const post = await publishedPost()
    await gql(TOGGLE, { token, variables: { id: String(post.id) } })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    const list = await gql<{ mySaved: unknown[] }>(MY_SAVED, { token })
    expect(list.data!.mySaved).toEqual([])
  })
})

describe('profile', () => {
  const UPDATE =
    'mutation Update($name: String, $newsletter: Boolean) { updateMyProfile(name: $name, newsletter: $newsletter) { name newsletter } }'

  it('changes name and newsletter choice, with clear errors', async () => {
    const token = await tokenOf(await member())
    const ok = await gql(UPDATE, { token, variables: { name: ' Sam Staff ', newsletter: true } })
    expect(ok.data).toEqual({ updateMyProfile: { name: 'Sam Staff', newsletter: true } })
    const partial = await gql(UPDATE, { token, variables: { newsletter: false } })
    expect(partial.data).toEqual({ updateMyProfile: { name: 'Sam Staff', newsletter: false } })
    expect(errorOf(await gql(UPDATE, { token, variables: { name: '' } })).message).toBe('Please tell us your name.')
    expect(errorOf(await gql(UPDATE, { variables: { name: 'Anon' } })).extensions.code).toBe('UNAUTHENTICATED')
  })

  const AVATAR = 'mutation Avatar($file: Upload!) { updateMyAvatar(file: $file) }'
  const file = (buffer: Buffer, mimetype: string): UploadedFile => ({
    filename: 'me.png',
    mimetype,
    size: buffer.length,
    buffer,
  })

  it('sets a profile picture and replaces the previous one', async () => {
    const me = await member()
    const token = await tokenOf(me)
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffd23f' } })
      .png()
      .toBuffer()
    const first = await gql<{ updateMyAvatar: string }>(AVATAR, { token, variables: { file: file(png, 'image/png') } })
    expect(first.errors).toBeUndefined()
    expect(first.data!.updateMyAvatar).toMatch(/avatar-\d+.*\.png$/)
    const stored = await payload.findByID({ collection: 'members', id: me.id, depth: 1 })
    const avatar = stored.avatar as { id: number; url: string; owner: number }
    expect(avatar.url).toBe(first.data!.updateMyAvatar)
    expect(avatar.owner).toBe(me.id)

    const second = await gql<{ updateMyAvatar: string }>(AVATAR, { token, variables: { file: file(png, 'image/png') } })
    expect(second.errors).toBeUndefined()
    const owned = await payload.find({ collection: 'member-avatars', where: { owner: { equals: me.id } } })
    expect(owned.docs.map((d) => d.url)).toEqual([second.data!.updateMyAvatar])
  })

  it('refuses other types and files over 5 MB in words', async () => {
    const token = await tokenOf(await member())
    const gif = errorOf(await gql(AVATAR, { token, variables: { file: file(Buffer.from('GIF89a'), 'image/gif') } }))
    expect(gif.message).toBe('Please choose a PNG, JPEG or WebP image.')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    expect(errorOf(await gql(AVATAR, { token, variables: { file: file(big, 'image/png') } })).message).toBe(
      'Please choose an image of 5 MB or less.',
    )
    const broken = errorOf(
      await gql(AVATAR, { token, variables: { file: file(Buffer.from('not a png'), 'image/png') } }),
    )
    expect(broken.message).toBe('We could not read this image. Please try another file.')
  })
})

describe('sign out', () => {
  it('logoutMember ends the session: the token stops working', async () => {
    const me = await member()
    const token = await tokenOf(me)
    const ME = '{ meMember { user { id } } }'
    expect((await gql<{ meMember: { user: { id: number } } }>(ME, { token })).data?.meMember.user.id).toBe(me.id)
    const out = await gql('mutation { logoutMember }', { token })
    expect(out.errors).toBeUndefined()
    expect((await gql<{ meMember: { user: null } }>(ME, { token })).data?.meMember.user).toBeNull()
  })
})

describe('rate limits', () => {
  const LOGIN =
    'mutation Login($email: String!, $password: String!) { loginMember(email: $email, password: $password) { token } }'
  const FORGOT = 'mutation Forgot($email: String!) { forgotPasswordMember(email: $email) }'

  it('allows 5 sign-in attempts an hour from one address', async () => {
    const me = await member()
    const ip = someIp()
    for (let i = 0; i < 5; i += 1) {
      const result = await gql(LOGIN, { ip, variables: { email: me.email, password: PASSWORD } })
      expect(result.errors).toBeUndefined()
    }
    const error = errorOf(await gql(LOGIN, { ip, variables: { email: me.email, password: PASSWORD } }))
    expect(error.message).toMatch(/^Too many attempts\. Try again in (60|59) minutes\.$/)
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) })
    expect(error.extensions.retryAfter as number).toBeGreaterThan(3500)
    // Another address is not affected.
    expect((await gql(LOGIN, { variables: { email: me.email, password: PASSWORD } })).errors).toBeUndefined()
  })

  it('allows 5 password-reset requests an hour per address and per email', async () => {
    const me = await member()
    for (let i = 0; i < 5; i += 1) {
      // A new address each time: the per-email limit is what stops the sixth.
      expect((await gql(FORGOT, { variables: { email: me.email } })).errors).toBeUndefined()
    }
    expect(errorOf(await gql(FORGOT, { variables: { email: me.email } })).extensions.code).toBe('RATE_LIMITED')
    const ip = someIp()
    for (let i = 0; i < 5; i += 1) await gql(FORGOT, { ip, variables: { email: `nobody-${unique()}@test.local` } })
    expect(
      errorOf(await gql(FORGOT, { ip, variables: { email: `nobody-${unique()}@test.local` } })).extensions.code,
    ).toBe('RATE_LIMITED')
  })

  it('does not count Local API sign-ins (seed, scripts)', async () => {
    const me = await member()
    for (let i = 0; i < 7; i += 1) await tokenOf(me)
  })
})
