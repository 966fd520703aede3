/**
 * Hostile requests against visitor accounts (a member's own writes, passwords, sign-up), over
 * Payload's REST handler and the GraphQL schema in this process, with emails through a real SMTP
 * server: each is answered 4xx in words, never 5xx, and reading back shows that nothing changed.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { UploadedFile } from '@/graphql/schema/upload-scalar'
import type { MemberAvatar, User } from '@/payload-types'

import { png } from '../support/png'
import { postData, makeAuthor, unique } from './support/fixtures'
import { errorOf, gql } from './support/graphql'
import { startInbox } from './support/inbox'
import { asUser, getTestPayload } from './support/payload'
import { rest, restError } from './support/rest'

const PASSWORD = 'a long enough password'

let inbox: Awaited<ReturnType<typeof startInbox>>
let payload: Payload
let admin: User
let adminToken: string

async function member(name = `Member ${unique()}`) {
  const email = `member-${unique()}@test.local`
  return payload.create({ collection: 'members', data: { name, email, password: PASSWORD } })
}

async function signIn(collection: 'members' | 'users', email: string, password = PASSWORD) {
  const { token } = await payload.login({ collection, data: { email, password } })
  return token!
}

/** Who a token authenticates as now (null once its session is gone). */
async function whoIs(token: string) {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user ? { id: user.id, collection: user.collection } : null
}

const read = (id: number) => payload.findByID({ collection: 'members', id, depth: 0, showHiddenFields: true })

const upload = (buffer: Buffer): UploadedFile => ({
  filename: 'me.png',
  mimetype: 'image/png',
  size: buffer.length,
  buffer,
})

const AVATAR = 'mutation Avatar($file: Upload!) { updateMyAvatar(file: $file) }'

async function withAvatar() {
  const owner = await member()
  const token = await signIn('members', owner.email)
  const result = await gql(AVATAR, { token, variables: { file: upload(await png(24, 24)) } })
  expect(result.errors).toBeUndefined()
  const avatar = (await payload.findByID({ collection: 'members', id: owner.id, depth: 1 })).avatar as MemberAvatar
  return { owner, token, avatar }
}

const avatarFile = (avatar: MemberAvatar) =>
  path.join(payload.collections['member-avatars'].config.upload.staticDir!, avatar.filename!)

beforeAll(async () => {
  inbox = await startInbox()
  payload = await getTestPayload()
  admin = await asUser('admin')
  adminToken = await signIn('users', admin.email, 'correct horse battery staple')
})

afterAll(async () => {
  await inbox.close()
})

describe("a member's own writes", () => {
  it("cannot point their avatar at someone else's picture, so updateMyAvatar never deletes it", async () => {
    const victim = await withAvatar()
    const attacker = await member()
    const token = await signIn('members', attacker.email)

    const patched = await rest('PATCH', `/members/${attacker.id}`, { token, body: { avatar: victim.avatar.id } })
    expect(patched.status).toBe(403)
    expect(restError(patched)).toBe('Change your profile picture with updateMyAvatar.')
    const viaGraphQL = await gql(
      `mutation { updateMember(id: ${attacker.id}, data: { avatar: ${victim.avatar.id} }) { id } }`,
      { token },
    )
    expect(errorOf(viaGraphQL).message).toBe('Change your profile picture with updateMyAvatar.')
    expect((await read(attacker.id)).avatar ?? null).toBeNull()

    expect((await gql(AVATAR, { token, variables: { file: upload(await png(24, 24)) } })).errors).toBeUndefined()
    expect((await payload.findByID({ collection: 'member-avatars', id: victim.avatar.id })).id).toBe(victim.avatar.id)
    expect(existsSync(avatarFile(victim.avatar))).toBe(true)
  })

  it("deletes the picture it replaces only when the member owns it (an admin's choice stays)", async () => {
    const victim = await withAvatar()
    const other = await member()
    const byAdmin = await rest('PATCH', `/members/${other.id}`, {
      token: adminToken,
      body: { avatar: victim.avatar.id },
    })
    expect(byAdmin.status).toBe(200)
    const token = await signIn('members', other.email)
    expect((await gql(AVATAR, { token, variables: { file: upload(await png(24, 24)) } })).errors).toBeUndefined()
    expect((await payload.findByID({ collection: 'member-avatars', id: victim.avatar.id })).id).toBe(victim.avatar.id)
    expect(existsSync(avatarFile(victim.avatar))).toBe(true)
    expect((await read(victim.owner.id)).avatar).toBe(victim.avatar.id)
  })

  it('may change only name and newsletter with a plain update; everything else is refused in words', async () => {
    const me = await member('Plain Update')
    const token = await signIn('members', me.email)
    const author = await makeAuthor(payload)
    const draft = await payload.create({ collection: 'posts', data: postData(author) })
    const before = await read(me.id)
    const refusals: [Record<string, unknown>, string][] = [
      [{ saved: [{ relationTo: 'posts', value: draft.id }] }, 'Save and unsave items with toggleSaved.'],
      [{ email: `taken-over-${unique()}@evil.example` }, 'Your email address cannot be changed here.'],
      [
        { password: 'a new long password' },
        'Change your password with changeMyPassword, which asks for your current password.',
      ],
      [{ sessions: [] }, 'You cannot change sessions.'],
      [{ loginAttempts: 0, lockUntil: null }, 'You cannot change loginAttempts. You cannot change lockUntil.'],
      [
        { resetPasswordToken: 'mine', resetPasswordExpiration: '2099-01-01' },
        'You cannot change resetPasswordToken. You cannot change resetPasswordExpiration.',
      ],
      [{ hash: 'x', salt: 'y' }, 'You cannot change hash. You cannot change salt.'],
      [{ name: 'Fine', role: 'admin' }, 'You cannot change role.'],
    ]
    for (const [body, message] of refusals) {
      const answer = await rest('PATCH', `/members/${me.id}`, { token, body })
      expect(answer.status, JSON.stringify(body)).toBe(403)
      expect(restError(answer)).toBe(message)
    }
    const after = await read(me.id)
    expect(after).toEqual(before)
    expect(await whoIs(token)).toEqual({ id: me.id, collection: 'members' })
    expect(await signIn('members', me.email)).toBeTruthy() // the password did not change

    const allowed = await rest('PATCH', `/members/${me.id}`, { token, body: { name: 'New Name', newsletter: true } })
    expect(allowed.status).toBe(200)
    expect(await read(me.id)).toMatchObject({ name: 'New Name', newsletter: true })
  })

  it('cannot create a member account through REST or createMember, with or without a token', async () => {
    const victim = await withAvatar()
    const email = `sneaky-${unique()}@test.local`
    const data = { name: 'Sneaky', email, password: PASSWORD, avatar: victim.avatar.id }
    for (const token of [undefined, victim.token]) {
      const answer = await rest('POST', '/members', { token, body: data })
      expect(answer.status).toBe(403)
      expect(restError(answer)).toBe('You are not allowed to perform this action.')
    }
    expect((await payload.count({ collection: 'members', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })
})

const CHANGE = `mutation Change($current: String!, $next: String!) {
  changeMyPassword(currentPassword: $current, newPassword: $next)
}`
const ME = '{ meMember { user { id } } }'

describe('changing and resetting a password', () => {
  it('needs the current password; a change keeps this session and ends every other one', async () => {
    const me = await member()
    const [here, elsewhere] = [await signIn('members', me.email), await signIn('members', me.email)]

    const wrong = errorOf(
      await gql(CHANGE, { token: here, variables: { current: 'not my password', next: 'brand new password' } }),
    )
    expect(wrong).toMatchObject({
      message: 'Your current password is not right.',
      extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Your current password is not right.' } },
    })
    const short = errorOf(await gql(CHANGE, { token: here, variables: { current: PASSWORD, next: 'short' } }))
    expect(short.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newPassword: expect.any(String) as string },
    })
    const anonymous = errorOf(await gql(CHANGE, { variables: { current: PASSWORD, next: 'brand new password' } }))
    expect(anonymous).toMatchObject({
      message: 'Sign in to change your password.',
      extensions: { code: 'UNAUTHENTICATED' },
    })
    expect(await whoIs(elsewhere)).not.toBeNull() // nothing changed yet

    const changed = await gql(CHANGE, { token: here, variables: { current: PASSWORD, next: 'brand new password' } })
    expect(changed).toEqual({ data: { changeMyPassword: true } })
    expect(await whoIs(here)).toEqual({ id: me.id, collection: 'members' })
    expect(await whoIs(elsewhere)).toBeNull()
    expect((await gql<{ meMember: { user: null } }>(ME, { token: elsewhere })).data?.meMember.user).toBeNull()
    await expect(signIn('members', me.email)).rejects.toMatchObject({ status: 401 })
    expect(await signIn('members', me.email, 'brand new password')).toBeTruthy()
    expect((await read(me.id)).sessions).toHaveLength(2) // this one and the sign-in just above
  })

  it('locks after 5 wrong current passwords, like sign-in: a stolen session cannot guess its way in', async () => {
    const me = await member()
    const token = await signIn('members', me.email)
    const ip = '10.99.0.1' // one thief, one address
    for (let i = 0; i < 5; i += 1) {
      const wrong = errorOf(
        await gql(CHANGE, { token, ip, variables: { current: `guess number ${i}`, next: 'brand new password' } }),
      )
      expect(wrong.message).toBe('Your current password is not right.')
    }
    // Locked for this address and account: even the right password is answered like a wrong one.
    const locked = errorOf(
      await gql(CHANGE, { token, ip, variables: { current: PASSWORD, next: 'brand new password' } }),
    )
    expect(locked.message).toBe('Your current password is not right.')
    expect(await signIn('members', me.email)).toBeTruthy() // still the old password
  })

  it('refuses a password in a plain update (REST or updateMember) and changes nothing', async () => {
    const me = await member()
    const token = await signIn('members', me.email)
    const before = await read(me.id)
    const patched = await rest('PATCH', `/members/${me.id}`, { token, body: { password: 'a new long password' } })
    expect(patched.status).toBe(403)
    const viaGraphQL = await gql(
      `mutation { updateMember(id: ${me.id}, data: { password: "a new long password" }) { id } }`,
      {
        token,
      },
    )
    expect(errorOf(viaGraphQL).message).toMatch(/^Change your password with changeMyPassword/)
    expect(await read(me.id)).toEqual(before)
    expect(await signIn('members', me.email)).toBeTruthy()
  })

  it("ends every session on a reset, and an admin's change ends the member's sessions", async () => {
    const me = await member()
    const tokens = [await signIn('members', me.email), await signIn('members', me.email)]
    const resetToken = await payload.forgotPassword({
      collection: 'members',
      data: { email: me.email },
      disableEmail: true,
    })
    const reset = await gql<{ resetPasswordMember: { token: string } }>(
      'mutation R($token: String!) { resetPasswordMember(token: $token, password: "reset long password") { token } }',
      { variables: { token: resetToken } },
    )
    expect(reset.errors).toBeUndefined()
    for (const token of tokens) expect(await whoIs(token)).toBeNull()
    const fresh = reset.data!.resetPasswordMember.token
    expect(await whoIs(fresh)).toEqual({ id: me.id, collection: 'members' })

    const byAdmin = await rest('PATCH', `/members/${me.id}`, {
      token: adminToken,
      body: { password: 'admin set password' },
    })
    expect(byAdmin.status).toBe(200)
    expect(await whoIs(fresh)).toBeNull()
    expect(await whoIs(adminToken)).toEqual({ id: admin.id, collection: 'users' })
  })

  it("staff: a change in /admin keeps the editor's session and ends their others", async () => {
    const editor = await asUser('editor')
    const email = editor.email
    const [here, elsewhere] = [
      await signIn('users', email, 'correct horse battery staple'),
      await signIn('users', email, 'correct horse battery staple'),
    ]
    const patched = await rest('PATCH', `/users/${editor.id}`, {
      token: here,
      body: { password: 'a new staff password' },
    })
    expect(patched.status).toBe(200)
    expect(await whoIs(here)).toEqual({ id: editor.id, collection: 'users' })
    expect(await whoIs(elsewhere)).toBeNull()
  })
})

const SIGN_UP = `mutation SignUp($name: String!, $email: String!, $password: String!) {
  signUp(name: $name, email: $email, password: $password)
}`

describe('sign-up tells nobody whether an email has an account', () => {
  it('answers a known email exactly as a new one, and emails its owner a way in instead', async () => {
    const owner = await member('Original Owner')
    const before = await read(owner.id)
    const fresh = `fresh-${unique()}@test.local`
    const asNew = await gql(SIGN_UP, { variables: { name: 'New Person', email: fresh, password: PASSWORD } })
    const asKnown = await gql(SIGN_UP, {
      variables: { name: 'Impostor', email: owner.email.toUpperCase(), password: 'impostor password' },
    })
    expect(asKnown).toEqual(asNew)
    expect(asNew).toEqual({ data: { signUp: true } })
    expect(await read(owner.id)).toEqual(before)

    await expect.poll(() => inbox.to(owner.email).length, { timeout: 5000 }).toBe(1)
    const [mail] = inbox.to(owner.email)
    expect(mail.body).toMatch(/^Subject: You already have a Staffroom account/m)
    expect(mail.body).toContain('href="http://localhost:3000/account"')
    const link = mail.body.match(/href="(http:\/\/localhost:3000\/account\?reset=[^"]+)"/)?.[1]
    expect(link, 'a reset link').toBeDefined()
    const reset = await gql(
      'mutation R($token: String!) { resetPasswordMember(token: $token, password: "owner new password") { token } }',
      {
        variables: { token: new URL(link!).searchParams.get('reset') },
      },
    )
    expect(reset.errors).toBeUndefined()
    expect(await signIn('members', owner.email, 'owner new password')).toBeTruthy()
    expect(inbox.to(fresh)).toHaveLength(0) // a new account gets no such email
  })

  it('sends the owner at most 5 of those emails an hour, and still answers alike', async () => {
    const owner = await member()
    for (let i = 0; i < 7; i += 1) {
      const answer = await gql(SIGN_UP, { variables: { name: 'Spammer', email: owner.email, password: PASSWORD } })
      expect(answer).toEqual({ data: { signUp: true } })
    }
    await expect.poll(() => inbox.to(owner.email).length, { timeout: 5000 }).toBe(5)
    // A sign-up over the limit gives up before anything else (not even a token is made): the email
    // of a later sign-up with another owner's address, once it has arrived, comes after any of them.
    const later = await member()
    expect(await gql(SIGN_UP, { variables: { name: 'Spammer', email: later.email, password: PASSWORD } })).toEqual({
      data: { signUp: true },
    })
    await expect.poll(() => inbox.to(later.email).length, { timeout: 5000 }).toBe(1)
    expect(inbox.to(owner.email)).toHaveLength(5)
  })

  it('answers REST sign-ups alike too: refused, whether or not the email has an account', async () => {
    const owner = await member()
    const known = await rest('POST', '/members', { body: { name: 'X', email: owner.email, password: PASSWORD } })
    const unknown = await rest('POST', '/members', {
      body: { name: 'X', email: `x-${unique()}@test.local`, password: PASSWORD },
    })
    expect(known.status).toBe(403)
    expect(unknown.status).toBe(403)
    expect(known.body).toEqual(unknown.body)
  })
})
