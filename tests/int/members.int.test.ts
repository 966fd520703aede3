/**
 * Visitor accounts (members): who may read and change what, and the account operations of the
 * GraphQL schema (src/graphql/schema) executed with graphql() against Payload's full schema, with
 * a context built from a real PayloadRequest: the token goes in `Authorization: Bearer`, the
 * address in the header the transport stamps (src/server/client-address.ts), exactly as over HTTP.
 */
import { randomBytes } from 'node:crypto'

import { configToSchema } from '@payloadcms/graphql'
// Payload's copy of graphql (the CJS build Node loads for it): graphql() refuses a schema of another copy.
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql/index.js'
import { canAccessAdmin, createPayloadRequest, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { UploadedFile } from '@/graphql/schema/upload-scalar'
import { payloadKeyOf } from '@/graphql/server/context'
import type { Author, Member, User } from '@/payload-types'
import { renderJingle } from '@/collections/podcasts/seed/art'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address-header'
import { LIMITS, clientIp, hit } from '@/server/rate-limit'

import { png } from '../support/png'
import { makeAuthor, postData, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'
import { pdf } from './support/world'

const PASSWORD = 'a long enough password'

let payload: Payload
let schema: GraphQLSchema
let author: Author
let admin: User

/** A fresh address per call unless given: the rate limits count per IP and are shared by the file. */
const someIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`

type Options = { token?: string; ip?: string; variables?: Record<string, unknown> }

/** The PayloadRequest of a POST /api/graphql carrying this token, from this address. */
function requestAs(options: Options) {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: options.ip ?? someIp(), 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const request = new Request('http://localhost:3000/api/graphql', { method: 'POST', headers })
  return createPayloadRequest({ config: payload.config, request, payloadInstanceCacheKey: payloadKeyOf(payload) })
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

const publishedPost = () => payload.create({ collection: 'posts', data: postData(author, { _status: 'published' }) })

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
  signUp(name: $name, email: $email, password: $password, newsletter: $newsletter)
}`
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  loginMember(email: $email, password: $password) { token exp user { id name email newsletter } }
}`

describe('signUp', () => {
  const valid = () => ({
    name: 'Pat Teacher',
    email: `Pat.${unique()}@School.test`,
    password: PASSWORD,
    newsletter: true,
  })

  it('creates the member, who then signs in with a working token', async () => {
    const input = valid()
    const result = await gql<{ signUp: boolean }>(SIGN_UP, { variables: input })
    expect(result.errors).toBeUndefined()
    expect(result.data?.signUp).toBe(true)
    const signedIn = await gql<{ loginMember: { token: string; exp: number; user: Member } }>(SIGN_IN, {
      variables: { email: input.email, password: input.password },
    })
    const { token, exp, user: created } = signedIn.data!.loginMember
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

  it('answers an existing email as it answers a new one, and keeps the first account as it was', async () => {
    const input = valid()
    await gql(SIGN_UP, { variables: input })
    const again = await gql(SIGN_UP, {
      variables: {
        ...input,
        name: 'Someone Else',
        email: `  ${input.email.toUpperCase()} `,
        password: 'another password',
      },
    })
    expect(again).toEqual({ data: { signUp: true } })
    const { docs } = await payload.find({
      collection: 'members',
      where: { email: { equals: input.email.toLowerCase() } },
    })
    expect(docs.map((d) => d.name)).toEqual(['Pat Teacher'])
    // Both at once: one account, the same answer twice, never a database error.
    const racing = valid()
    const results = await Promise.all([gql(SIGN_UP, { variables: racing }), gql(SIGN_UP, { variables: racing })])
    expect(results).toEqual([{ data: { signUp: true } }, { data: { signUp: true } }])
    const raced = await payload.count({
      collection: 'members',
      where: { email: { equals: racing.email.toLowerCase() } },
    })
    expect(raced.totalDocs).toBe(1)
  })

  it("refuses Payload's createMember to visitors and members: signUp is the way in", async () => {
    const data = `data: { name: "Sneaky", email: "sneaky-${unique()}@test.local", password: "long enough password" }`
    for (const token of [undefined, await tokenOf(await member())]) {
      const result = await gql(`mutation { createMember(${data}) { id } }`, { token })
      expect(errorOf(result).message).toBe('You are not allowed to perform this action.')
    }
    expect((await payload.count({ collection: 'members', where: { name: { equals: 'Sneaky' } } })).totalDocs).toBe(0)
  })

  it("holds Payload's loginMember and forgotPasswordMember to the sign-in form's rules", async () => {
    const LOGIN =
      'mutation($email: String!, $password: String!) { loginMember(email: $email, password: $password) { token } }'
    const login = errorOf(await gql(LOGIN, { variables: { email: 'pat@school', password: '' } }))
    expect(login.message).toBe('Please enter a valid email address, like name@school.org.')
    expect(login.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        email: 'Please enter a valid email address, like name@school.org.',
        password: 'Please enter your password.',
      },
    })
    const forgot = errorOf(await gql('mutation { forgotPasswordMember(email: "pat@school") }'))
    expect(forgot.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Please enter a valid email address, like name@school.org.' },
    })
  })

  it('allows 10 sign-ups a minute from one address', async () => {
    const ip = someIp()
    for (let i = 0; i < 10; i += 1) {
      expect((await gql(SIGN_UP, { ip, variables: valid() })).errors).toBeUndefined()
    }
    const error = errorOf(await gql(SIGN_UP, { ip, variables: valid() }))
    expect(error.message).toBe('Too many attempts. Try again in 1 minute.')
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) as number })
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
    const draft = await payload.create({ collection: 'posts', data: postData(author) })
    for (const id of [String(draft.id), '999999', 'nonsense']) {
      const error = errorOf(await gql(TOGGLE, { token, variables: { id } }))
      expect(error.message).toBe('This article is not available to save. It may have been unpublished.')
      expect(error.extensions.code).toBe('NOT_FOUND')
    }
  })

  it('saves memes beside articles: the list shows their words and picture, and drafts are refused', async () => {
    const token = await tokenOf(await member())
    const data = await png(40, 40)
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A yellow square' },
      file: { data, mimetype: 'image/png', name: `saved-meme-${unique()}.png`, size: data.length },
    })
    const memeData = (title: string, _status: 'draft' | 'published') => ({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      image: image.id,
      transcript: `The words of ${title}`,
      _status,
    })
    const meme = await payload.create({ collection: 'memes', data: memeData('Saved meme', 'published') })
    const post = await publishedPost()
    const TOGGLE_MEME = 'mutation Toggle($id: ID!) { toggleSaved(kind: MEME, id: $id) { saved count } }'
    await gql(TOGGLE, { token, variables: { id: String(post.id) } })
    expect((await gql(TOGGLE_MEME, { token, variables: { id: String(meme.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 2 },
    })
    const list = await gql<{ mySaved: Record<string, unknown>[] }>(MY_SAVED, { token })
    expect(list.errors).toBeUndefined()
    expect(list.data!.mySaved.map((s) => s.kind)).toEqual(['MEME', 'POST'])
    expect(list.data!.mySaved[0]).toMatchObject({
      id: String(meme.id),
      title: 'Saved meme',
      path: `/meme/${meme.slug}`,
      excerpt: 'The words of Saved meme',
      heroImage: { alt: 'A yellow square', url: expect.stringContaining('/api/media/file/') as string },
    })

    const SAVED_IDS = '{ mySaved { kind id } }'
    const ids = await gql<{ mySaved: { kind: string; id: string }[] }>(SAVED_IDS, { token })
    expect(ids.data!.mySaved).toContainEqual({ kind: 'MEME', id: String(meme.id) })

    const draft = await payload.create({ collection: 'memes', data: memeData('Draft meme', 'draft') })
    const error = errorOf(await gql(TOGGLE_MEME, { token, variables: { id: String(draft.id) } }))
    expect(error.message).toBe('This meme is not available to save. It may have been unpublished.')
    expect(error.extensions.code).toBe('NOT_FOUND')

    await payload.update({ collection: 'memes', id: meme.id, data: { _status: 'draft' } })
    const after = await gql<{ mySaved: { kind: string }[] }>(MY_SAVED, { token })
    expect(after.data!.mySaved.map((s) => s.kind)).toEqual(['POST'])
  })

  it('saves printables: the list shows the description and the first page', async () => {
    const token = await tokenOf(await member())
    const data = await png(34, 44, '#ffffff')
    const preview = await payload.create({
      collection: 'media',
      data: { alt: 'Page 1 of the bingo card' },
      file: { data, mimetype: 'image/png', name: `saved-printable-${unique()}.png`, size: data.length },
    })
    const file = await payload.create({ collection: 'printable-files', data: {}, file: await pdf('Bingo') })
    const printable = await payload.create({
      collection: 'printables',
      data: {
        title: 'Saved bingo',
        slug: `saved-bingo-${unique()}`,
        description: 'A card to play in meetings',
        previews: [preview.id],
        letter: file.id,
        pageCount: 1,
        grades: ['k'],
        subjects: ['just-for-fun'],
        _status: 'published',
      },
    })
    const TOGGLE_PRINTABLE = 'mutation Toggle($id: ID!) { toggleSaved(kind: PRINTABLE, id: $id) { saved count } }'
    expect((await gql(TOGGLE_PRINTABLE, { token, variables: { id: String(printable.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 1 },
    })
    const list = await gql<{ mySaved: Record<string, unknown>[] }>(MY_SAVED, { token })
    expect(list.errors).toBeUndefined()
    expect(list.data!.mySaved[0]).toMatchObject({
      kind: 'PRINTABLE',
      id: String(printable.id),
      title: 'Saved bingo',
      path: `/printable/${printable.slug}`,
      excerpt: 'A card to play in meetings',
      heroImage: { alt: 'Page 1 of the bingo card', url: expect.stringContaining('/api/media/file/') as string },
    })
  })

  it('saves videos (SavedKind VIDEO): the list shows the description and poster, drafts are refused', async () => {
    const token = await tokenOf(await member())
    const data = await png(64, 36, '#1f4d3a')
    const poster = await payload.create({
      collection: 'media',
      data: { alt: 'A green poster' },
      file: { data, mimetype: 'image/png', name: `saved-video-${unique()}.png`, size: data.length },
    })
    const category = await payload.create({
      collection: 'video-categories',
      data: { title: 'Saved sketches', slug: `saved-sketches-${unique()}` },
    })
    const videoData = (title: string, _status: 'draft' | 'published') => ({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      description: `What happens in ${title}`,
      source: { kind: 'platform' as const, platformId: 'dQw4w9WgXcQ' },
      poster: poster.id,
      duration: 60,
      category: category.id,
      _status,
    })
    const video = await payload.create({ collection: 'videos', data: videoData('Saved video', 'published') })
    const TOGGLE_VIDEO = 'mutation Toggle($id: ID!) { toggleSaved(kind: VIDEO, id: $id) { saved count } }'
    expect((await gql(TOGGLE_VIDEO, { token, variables: { id: String(video.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 1 },
    })
    const list = await gql<{ mySaved: Record<string, unknown>[] }>(MY_SAVED, { token })
    expect(list.errors).toBeUndefined()
    expect(list.data!.mySaved[0]).toMatchObject({
      kind: 'VIDEO',
      id: String(video.id),
      title: 'Saved video',
      path: `/video/${video.slug}`,
      excerpt: 'What happens in Saved video',
      heroImage: { alt: 'A green poster', url: expect.stringContaining('/api/media/file/') as string },
    })
    const draft = await payload.create({ collection: 'videos', data: videoData('Draft video', 'draft') })
    const error = errorOf(await gql(TOGGLE_VIDEO, { token, variables: { id: String(draft.id) } }))
    expect(error.message).toBe('This video is not available to save. It may have been unpublished.')
  })

  it('saves podcast episodes (SavedKind EPISODE): the list links into the show and shows its cover', async () => {
    const token = await tokenOf(await member())
    const picture = await png(64, 64, '#3b6fd8')
    const cover = await payload.create({
      collection: 'media',
      data: { alt: 'A blue cover' },
      file: { data: picture, mimetype: 'image/png', name: `saved-show-${unique()}.png`, size: picture.length },
    })
    const mp3 = renderJingle(1, 3)
    const audio = await payload.create({
      collection: 'episode-audio',
      data: {},
      file: { data: mp3, mimetype: 'audio/mpeg', name: `saved-${unique()}.mp3`, size: mp3.length },
    })
    const show = await payload.create({
      collection: 'podcasts',
      data: {
        title: 'Saved show',
        slug: `saved-show-${unique()}`,
        description: 'A show.',
        cover: cover.id,
        hosts: [{ name: 'Host' }],
        category: 'comedy',
        owner: { name: 'Staffroom', email: 'podcasts@staffroom.test' },
        _status: 'published',
      },
    })
    const episodeData = (title: string, _status: 'draft' | 'published') => ({
      show: show.id,
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`,
      description: `What happens in ${title}`,
      audio: audio.id,
      duration: 1,
      _status,
    })
    const episode = await payload.create({ collection: 'episodes', data: episodeData('Saved episode', 'published') })
    const TOGGLE_EPISODE = 'mutation Toggle($id: ID!) { toggleSaved(kind: EPISODE, id: $id) { saved count } }'
    expect((await gql(TOGGLE_EPISODE, { token, variables: { id: String(episode.id) } })).data).toEqual({
      toggleSaved: { saved: true, count: 1 },
    })
    const list = await gql<{ mySaved: Record<string, unknown>[] }>(MY_SAVED, { token })
    expect(list.errors).toBeUndefined()
    expect(list.data!.mySaved[0]).toMatchObject({
      kind: 'EPISODE',
      id: String(episode.id),
      title: 'Saved episode',
      path: `/podcast/${show.slug}/${episode.slug}`,
      excerpt: 'What happens in Saved episode',
      heroImage: { alt: 'A blue cover', url: expect.stringContaining('/api/media/file/') as string },
    })
    const draft = await payload.create({ collection: 'episodes', data: episodeData('Draft episode', 'draft') })
    const error = errorOf(await gql(TOGGLE_EPISODE, { token, variables: { id: String(draft.id) } }))
    expect(error.message).toBe('This episode is not available to save. It may have been unpublished.')
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
    const picture = await png(40, 40)
    const first = await gql<{ updateMyAvatar: string }>(AVATAR, {
      token,
      variables: { file: file(picture, 'image/png') },
    })
    expect(first.errors).toBeUndefined()
    // A random name: the public URL must not tell whose picture it is.
    expect(first.data!.updateMyAvatar).toMatch(/\/avatar-[0-9a-f]{24}\.png$/)
    const stored = await payload.findByID({ collection: 'members', id: me.id, depth: 1 })
    const avatar = stored.avatar as { id: number; url: string; owner: number }
    expect(avatar.url).toBe(first.data!.updateMyAvatar)
    expect(avatar.owner).toBe(me.id)

    const second = await gql<{ updateMyAvatar: string }>(AVATAR, {
      token,
      variables: { file: file(picture, 'image/png') },
    })
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

  it('allows 5 failed sign-ins an hour from one address; sign-ins that succeed do not count', async () => {
    const me = await member()
    const ip = someIp()
    for (let i = 0; i < 3; i += 1) {
      expect((await gql(LOGIN, { ip, variables: { email: me.email, password: PASSWORD } })).errors).toBeUndefined()
    }
    for (let i = 0; i < 5; i += 1) {
      const wrong = errorOf(
        await gql(LOGIN, { ip, variables: { email: `nobody-${unique()}@test.local`, password: PASSWORD } }),
      )
      expect(wrong.message).toBe('The email or password provided is incorrect.')
    }
    const error = errorOf(await gql(LOGIN, { ip, variables: { email: me.email, password: PASSWORD } }))
    expect(error.message).toMatch(/^Too many attempts\. Try again in (60|59) minutes\.$/)
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) as number })
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
    // More failures than either limit (5 an hour per address, 5 per account and address)…
    for (let i = 0; i < 7; i += 1) {
      await expect(
        payload.login({ collection: 'members', data: { email: me.email, password: 'not the password' } }),
      ).rejects.toMatchObject({ status: 401 })
    }
    // …and the account still signs in: no lock-out, no 429.
    expect(await tokenOf(me)).toMatch(/\S/)
    // Nothing was counted for the Local API's (absent) address: this hit is its window's first.
    const key = `members:ip:${clientIp(new Headers())}`
    expect(await hit(LIMITS.login, key)).toEqual({ ok: true, retryAfter: 0, count: 1 })
  })
})
