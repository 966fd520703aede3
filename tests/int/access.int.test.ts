/**
 * Who may do what (src/access/*): every rule is exercised through the Local API with access
 * control on (overrideAccess: false), as each role and as an anonymous visitor.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, User } from '@/payload-types'

import { makeAuthor, pageData, postData, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'

const FORBIDDEN = { status: 403 }
const NOT_FOUND = { status: 404 }

let payload: Payload
let author: Author
let admin: User
let editor: User
let contributor: User
let otherContributor: User

beforeAll(async () => {
  payload = await getTestPayload()
  author = await makeAuthor(payload)
  ;[admin, editor, contributor, otherContributor] = await Promise.all([
    asUser('admin'),
    asUser('editor'),
    asUser('contributor'),
    asUser('contributor'),
  ])
})

const draftBy = (user: User) => payload.create({ collection: 'posts', data: postData(author), ...as(user) })

describe('contributor', () => {
  it('creates a draft, recorded as theirs', async () => {
    const post = await draftBy(contributor)
    expect(post._status).toBe('draft')
    const createdBy = typeof post.createdBy === 'object' ? post.createdBy?.id : post.createdBy
    expect(createdBy).toBe(contributor.id)
  })

  it('cannot create a published post or page', async () => {
    await expect(
      payload.create({ collection: 'posts', data: postData(author, { _status: 'published' }), ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.create({
        collection: 'pages',
        data: pageData({ _status: 'published' }),
        ...as(contributor),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('updates their own never-published draft', async () => {
    const post = await draftBy(contributor)
    const updated = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Better title' },
      draft: true,
      ...as(contributor),
    })
    expect(updated.title).toBe('Better title')
  })

  it('cannot publish their own draft', async () => {
    const post = await draftBy(contributor)
    await expect(
      payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    const stored = await payload.findByID({ collection: 'posts', id: post.id })
    expect(stored._status).toBe('draft')
  })

  it("cannot update someone else's draft", async () => {
    const post = await draftBy(otherContributor)
    await expect(
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Mine now' },
        draft: true,
        ...as(contributor),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    const stored = await payload.findByID({ collection: 'posts', id: post.id, draft: true })
    expect(stored.title).not.toBe('Mine now')
  })

  it('cannot update a document once it was published, even after it is unpublished', async () => {
    const post = await draftBy(contributor)
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...as(editor) })
    await expect(
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Sneaky edit' },
        draft: true,
        ...as(contributor),
      }),
    ).rejects.toMatchObject(FORBIDDEN)

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, ...as(editor) })
    await expect(
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { title: 'Sneaky edit' },
        draft: true,
        ...as(contributor),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('cannot delete, not even their own draft', async () => {
    const post = await draftBy(contributor)
    await expect(payload.delete({ collection: 'posts', id: post.id, ...as(contributor) })).rejects.toMatchObject(
      FORBIDDEN,
    )
    await expect(payload.findByID({ collection: 'posts', id: post.id })).resolves.toMatchObject({ id: post.id })
  })

  it('cannot edit navigation', async () => {
    await expect(
      payload.updateGlobal({ slug: 'navigation', data: { clean: [] }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })
})

describe('editor', () => {
  it("publishes a contributor's draft and a new post", async () => {
    const draft = await draftBy(contributor)
    const published = await payload.update({
      collection: 'posts',
      id: draft.id,
      data: { _status: 'published' },
      ...as(editor),
    })
    expect(published._status).toBe('published')
    expect(published.firstPublishedAt).toBeTruthy()

    const created = await payload.create({
      collection: 'posts',
      data: postData(author, { _status: 'published' }),
      ...as(editor),
    })
    expect(created._status).toBe('published')
  })

  it('deletes posts', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: postData(author, { _status: 'published' }),
      ...as(editor),
    })
    await payload.delete({ collection: 'posts', id: post.id, ...as(editor) })
    await expect(payload.findByID({ collection: 'posts', id: post.id })).rejects.toMatchObject(NOT_FOUND)
  })

  const globalEdits = {
    navigation: () => payload.updateGlobal({ slug: 'navigation', data: { clean: [] }, ...as(editor) }),
    footer: () => payload.updateGlobal({ slug: 'footer', data: { blurb: 'Hi' }, ...as(editor) }),
    home: () => payload.updateGlobal({ slug: 'home', data: { sections: [] }, ...as(editor) }),
  }
  it.each(Object.keys(globalEdits) as (keyof typeof globalEdits)[])('updates the %s global', async (slug) => {
    await expect(globalEdits[slug]()).resolves.toBeTruthy()
  })

  it('cannot create users', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: {
          name: 'New',
          email: `new-${unique()}@test.local`,
          password: 'long enough password',
          role: 'contributor',
        },
        ...as(editor),
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('cannot edit site settings', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'Editor was here' }, ...as(editor) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })
})

describe('admin', () => {
  it('creates users', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        name: 'New editor',
        email: `ed-${unique()}@test.local`,
        password: 'long enough password',
        role: 'editor',
      },
      ...as(admin),
    })
    expect(user.role).toBe('editor')
  })

  it('edits site settings', async () => {
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      data: { tagline: 'Admin was here' },
      ...as(admin),
    })
    expect(settings.tagline).toBe('Admin was here')
  })

  it("changes someone's role", async () => {
    const user = await asUser('contributor')
    const updated = await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, ...as(admin) })
    expect(updated.role).toBe('editor')
  })
})

describe('own account', () => {
  it.each(['contributor', 'editor'] as const)('a %s cannot change their own role', async (role) => {
    const user = await asUser(role)
    // Field-level access drops the value rather than failing the whole update.
    await payload
      .update({ collection: 'users', id: user.id, data: { role: 'admin', name: 'Renamed' }, ...as(user) })
      .catch(() => undefined)
    const stored = await payload.findByID({ collection: 'users', id: user.id })
    expect(stored.role).toBe(role)
  })

  it("a non-admin cannot read or edit another user's account", async () => {
    await expect(payload.findByID({ collection: 'users', id: admin.id, ...as(editor) })).rejects.toMatchObject(
      NOT_FOUND,
    )
    await expect(
      payload.update({ collection: 'users', id: admin.id, data: { name: 'Hacked' }, ...as(editor) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })
})

describe('anonymous visitor', () => {
  it('reads published posts only: drafts are invisible to find and findByID', async () => {
    const published = await payload.create({
      collection: 'posts',
      data: postData(author, { _status: 'published' }),
    })
    const draft = await payload.create({ collection: 'posts', data: postData(author) })

    const { docs } = await payload.find({ collection: 'posts', limit: 0, pagination: false, ...as() })
    const ids = docs.map((d) => d.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    expect(docs.every((d) => d._status === 'published')).toBe(true)

    await expect(payload.findByID({ collection: 'posts', id: draft.id, ...as() })).rejects.toMatchObject(NOT_FOUND)
    await expect(payload.findByID({ collection: 'posts', id: draft.id, draft: true, ...as() })).rejects.toMatchObject(
      NOT_FOUND,
    )
    await expect(payload.findByID({ collection: 'posts', id: published.id, ...as() })).resolves.toMatchObject({
      id: published.id,
    })
  })

  it('sees the published version, not a newer draft saved over it', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: postData(author, { title: 'Public title', _status: 'published' }),
    })
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Secret draft title' }, draft: true })
    const seen = await payload.findByID({ collection: 'posts', id: post.id, ...as() })
    expect(seen.title).toBe('Public title')
    const drafted = await payload.findByID({ collection: 'posts', id: post.id, draft: true, ...as() }).catch(() => null)
    expect(drafted?.title).not.toBe('Secret draft title')
  })

  it('reads published pages only', async () => {
    const published = await payload.create({
      collection: 'pages',
      data: pageData({ title: `Public ${unique()}`, _status: 'published' }),
    })
    const draft = await payload.create({ collection: 'pages', data: pageData({ title: `Hidden ${unique()}` }) })

    const { docs } = await payload.find({ collection: 'pages', limit: 0, pagination: false, ...as() })
    expect(docs.map((d) => d.id)).toContain(published.id)
    expect(docs.map((d) => d.id)).not.toContain(draft.id)
    await expect(payload.findByID({ collection: 'pages', id: draft.id, ...as() })).rejects.toMatchObject(NOT_FOUND)
  })

  it('cannot read subscribers (nor can a contributor)', async () => {
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: {
        email: `s-${unique()}@test.local`,
        status: 'subscribed',
        consent: { text: 'Yes please', at: new Date().toISOString() },
      },
    })
    await expect(payload.find({ collection: 'subscribers', ...as() })).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.findByID({ collection: 'subscribers', id: subscriber.id, ...as() })).rejects.toMatchObject(
      FORBIDDEN,
    )
    await expect(payload.find({ collection: 'subscribers', ...as(contributor) })).rejects.toMatchObject(FORBIDDEN)
    const { totalDocs } = await payload.find({ collection: 'subscribers', ...as(editor) })
    expect(totalDocs).toBeGreaterThan(0)
  })

  it('cannot read user accounts or write content', async () => {
    await expect(payload.find({ collection: 'users', ...as() })).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.create({ collection: 'posts', data: postData(author), ...as() })).rejects.toMatchObject(
      FORBIDDEN,
    )
  })
})
