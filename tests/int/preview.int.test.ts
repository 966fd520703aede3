/**
 * Draft previews belong to a live staff session (src/lib/previewer.ts), not to Next's draft-mode
 * cookie: with real Payload sessions, a signed-in staff account previews; after logout, a password
 * change made elsewhere or the account's deletion the same cookie previews nothing; a member never
 * previews. A draft read is done as the previewer, so a contributor sees what contributors may.
 * And the server drops the draft-mode cookie of a request no live session backs
 * (src/server/stale-preview.ts), over a real http server.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import type { Giveaway, User } from '@/payload-types'
import { previewerOf } from '@/lib/previewer'
import { readDocument } from '@/lib/queries/documents'
import { BYPASS_COOKIE, dropStalePreview } from '@/server/stale-preview'

import { richText, unique } from './support/fixtures'
import { asUser, getTestPayload } from './support/payload'
import { rest } from './support/rest'
import { makeMedia } from './support/world'

const PASSWORD = 'correct horse battery staple'

let payload: Payload

/**
 * The headers a browser sends on this site's own pages with Payload's session cookie (and draft
 * mode's, which proves nothing). Payload takes the cookie only from same-site requests (CSRF).
 */
const browser = (token: string, site = 'same-origin') =>
  new Headers({ cookie: `${BYPASS_COOKIE}=the-same-for-everyone; payload-token=${token}`, 'sec-fetch-site': site })

async function signIn(collection: 'users' | 'members', email: string, password = PASSWORD): Promise<string> {
  const { token } = await payload.login({ collection, data: { email, password } })
  return token!
}

async function staff(role: Role): Promise<{ user: User; token: string }> {
  const user = await asUser(role)
  return { user, token: await signIn('users', user.email) }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('who previews drafts', () => {
  it('a signed-in staff account of every role, by its session cookie or its JWT header', async () => {
    for (const role of ['admin', 'editor', 'contributor'] as const) {
      const { user, token } = await staff(role)
      expect((await previewerOf(payload, browser(token)))?.id, role).toBe(user.id)
      const header = new Headers({ authorization: `JWT ${token}` })
      expect((await previewerOf(payload, header))?.id, role).toBe(user.id)
    }
  })

  it('nobody, when another site sends the browser here (its session cookie is not taken cross-site)', async () => {
    const { token } = await staff('editor')
    expect(await previewerOf(payload, browser(token, 'cross-site'))).toBeNull()
  })

  it('nobody, on the draft-mode cookie alone', async () => {
    expect(await previewerOf(payload, new Headers({ cookie: `${BYPASS_COOKIE}=the-same-for-everyone` }))).toBeNull()
    expect(await previewerOf(payload, browser('not-a-token'))).toBeNull()
  })

  it('nobody, once that session logged out (another session of the account still previews)', async () => {
    const { user, token } = await staff('editor')
    const other = await signIn('users', user.email)
    expect((await rest('POST', '/users/logout', { token })).status).toBe(200)
    expect(await previewerOf(payload, browser(token))).toBeNull()
    expect((await previewerOf(payload, browser(other)))?.id).toBe(user.id)
  })

  it('nobody, once the password was changed from another session or by an admin', async () => {
    const { user, token } = await staff('editor')
    const elsewhere = await signIn('users', user.email)
    const changed = await rest('PATCH', `/users/${user.id}`, { token: elsewhere, body: { password: `${PASSWORD} 2` } })
    expect(changed.status).toBe(200)
    expect(await previewerOf(payload, browser(token))).toBeNull()

    const victim = await staff('contributor')
    const admin = await staff('admin')
    const reset = await rest('PATCH', `/users/${victim.user.id}`, {
      token: admin.token,
      body: { password: `${PASSWORD} 3` },
    })
    expect(reset.status).toBe(200)
    expect(await previewerOf(payload, browser(victim.token))).toBeNull()
  })

  it('nobody, once the account was deleted', async () => {
    const { user, token } = await staff('editor')
    await payload.delete({ collection: 'users', id: user.id })
    expect(await previewerOf(payload, browser(token))).toBeNull()
  })

  it('never a member, signed in or not', async () => {
    const email = `member-${unique()}@test.local`
    await payload.create({ collection: 'members', data: { name: 'Ada', email, password: PASSWORD } })
    expect(await previewerOf(payload, browser(await signIn('members', email)))).toBeNull()
  })
})

describe('a draft read is done as the previewer', () => {
  /** A draft giveaway whose drawn entry (an address: editors only, src/collections/giveaways) is set. */
  async function drawnDraft(): Promise<Giveaway> {
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: `Entry ${unique()}`,
        confirmationType: 'message',
        confirmationMessage: richText('Thanks'),
        fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
      },
    })
    const entry = await payload.create({
      collection: 'form-submissions',
      data: { form: form.id, submissionData: [{ field: 'email', value: `winner-${unique()}@school.test` }] },
    })
    const image = await makeMedia(payload, 'A mug')
    return payload.create({
      collection: 'giveaways',
      draft: true,
      data: {
        title: `Giveaway ${unique()}`,
        slug: `giveaway-${unique()}`,
        prize: 'a mug',
        image: image.id,
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        eligibility: 'School staff.',
        rules: richText('Be nice.'),
        entryForm: form.id,
        winner: { entry: entry.id },
        _status: 'draft',
      },
    })
  }

  it('a contributor previewing sees the draft, without what contributors may not read; an editor sees it all', async () => {
    const read = readDocument as (...args: Parameters<typeof readDocument>) => Promise<Giveaway | null>
    const giveaway = await drawnDraft()
    const entryId = (g: Giveaway | null) => {
      const entry = g?.winner?.entry
      return typeof entry === 'object' && entry !== null ? entry.id : (entry ?? null)
    }

    const editor = await previewerOf(payload, browser((await staff('editor')).token))
    const contributor = await previewerOf(payload, browser((await staff('contributor')).token))
    expect(editor && contributor).toBeTruthy()

    const asEditor = await read({ payload, draft: true, previewer: editor }, 'giveaways', giveaway.slug)
    expect(asEditor?.id).toBe(giveaway.id)
    expect(entryId(asEditor)).not.toBeNull()

    const asContributor = await read({ payload, draft: true, previewer: contributor }, 'giveaways', giveaway.slug)
    expect(asContributor?.id, 'staff read drafts').toBe(giveaway.id)
    expect(entryId(asContributor), 'the drawn entry is for editors only').toBeNull()

    expect(await read({ payload, draft: false }, 'giveaways', giveaway.slug), 'visitors: no draft').toBeNull()
  })
})

describe('the server drops a draft-mode cookie no live session backs', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      void dropStalePreview(req, res, async () => payload, false).then(() => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ cookie: req.headers.cookie ?? null }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const ask = async (cookie: string) => {
    const response = await fetch(`${origin}/post/anything`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    return {
      setCookie: response.headers.getSetCookie(),
      seen: ((await response.json()) as { cookie: string | null }).cookie,
    }
  }

  it('keeps it for a live staff session', async () => {
    const { token } = await staff('contributor')
    const cookie = `${BYPASS_COOKIE}=x; payload-token=${token}`
    expect(await ask(cookie)).toEqual({ setCookie: [], seen: cookie })
  })

  it('hides it from the page and clears it in the browser otherwise (signed out, or a member)', async () => {
    const { token } = await staff('editor')
    await rest('POST', '/users/logout', { token })
    const after = await ask(`theme=dark; ${BYPASS_COOKIE}=x; payload-token=${token}`)
    expect(after.seen).toBe(`theme=dark; payload-token=${token}`)
    expect(after.setCookie).toEqual([
      expect.stringMatching(new RegExp(`^${BYPASS_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`)),
    ])

    const alone = await ask(`${BYPASS_COOKIE}=x`)
    expect(alone.seen).toBeNull()
    expect(alone.setCookie).toHaveLength(1)
  })
})

describe('the home page is drafted, previewed and published as articles are', () => {
  const sections = (heading: string) => [{ blockType: 'heading', text: heading }] as never
  const headingOf = (home: { sections?: unknown[] | null }) =>
    (home.sections as { text?: string }[] | null | undefined)?.[0]?.text

  it('a saved draft reaches nobody but staff, over the Local API and REST; publishing shows it', async () => {
    const editor = await asUser('editor')
    await payload.updateGlobal({ slug: 'home', data: { sections: sections('Live'), _status: 'published' } as never })
    await payload.updateGlobal({
      slug: 'home',
      data: { sections: sections('Draft') },
      draft: true,
      user: editor,
      overrideAccess: false,
    })

    const visitor = { overrideAccess: false } as const
    expect(headingOf(await payload.findGlobal({ slug: 'home', ...visitor }))).toBe('Live')
    expect(headingOf(await payload.findGlobal({ slug: 'home', draft: true, ...visitor }))).toBe('Live')
    const anonymous = await rest('GET', '/globals/home?draft=true&depth=0')
    expect(anonymous.status).toBe(200)
    expect(headingOf(anonymous.body as never)).toBe('Live')
    const staff = await payload.findGlobal({ slug: 'home', draft: true, user: editor, overrideAccess: false })
    expect(headingOf(staff)).toBe('Draft')
    // What the site reads for visitors (access off, no draft): the published page.
    expect(headingOf(await payload.findGlobal({ slug: 'home', overrideAccess: true }))).toBe('Live')

    await payload.updateGlobal({
      slug: 'home',
      data: { sections: sections('Draft'), _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
    })
    expect(headingOf(await payload.findGlobal({ slug: 'home', ...visitor }))).toBe('Draft')
    const versions = await payload.findGlobalVersions({ slug: 'home', user: editor, overrideAccess: false })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
    await expect(payload.findGlobalVersions({ slug: 'home', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('a write that is not a draft is published (the seed, scripts)', async () => {
    await payload.updateGlobal({ slug: 'home', data: { sections: sections('Seeded') } })
    const home = await payload.findGlobal({ slug: 'home', overrideAccess: false })
    expect(home._status).toBe('published')
    expect(headingOf(home)).toBe('Seeded')
  })
})
