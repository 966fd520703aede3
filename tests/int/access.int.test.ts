/**
 * Who may do what (src/access/*): every rule is exercised through the Local API with access
 * control on (overrideAccess: false), as each role and as an anonymous visitor.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, User } from '@/payload-types'

import { makeAuthor, pageData, postData, richText, unique } from './support/fixtures'
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

  it("a non-admin sees a colleague's name and role (the admin shows who created what), not their email", async () => {
    for (const viewer of [editor, contributor]) {
      const seen = await payload.findByID({ collection: 'users', id: admin.id, ...as(viewer) })
      expect(seen).toMatchObject({ id: admin.id, name: admin.name, role: 'admin' })
      expect(seen.email).toBeUndefined()
    }
    const own = await payload.findByID({ collection: 'users', id: editor.id, ...as(editor) })
    expect(own.email).toBe(editor.email)
    const asAdmin = await payload.findByID({ collection: 'users', id: editor.id, ...as(admin) })
    expect(asAdmin.email).toBe(editor.email)
  })

  it('a document read with full access (the cached site reads) carries its creator\'s name, never their email', async () => {
    const post = await draftBy(contributor)
    const read = await payload.findByID({ collection: 'posts', id: post.id, depth: 1, draft: true })
    expect(read.createdBy).toEqual({ id: contributor.id, name: contributor.name, collection: 'users' })
  })

  // Payload's own auth fields are hidden from answers, but hidden is not unqueryable: a filter on
  // a reset token with `like` would spell out a colleague's token one character at a time.
  it.each(['resetPasswordToken', 'resetPasswordExpiration', 'resetPasswordRequestedAt', 'hash', 'salt', 'email'])(
    "no one but an admin filters staff accounts by a colleague's %s",
    async (field) => {
      for (const viewer of [editor, contributor]) {
        await expect(
          payload.find({ collection: 'users', where: { [field]: { exists: true } }, ...as(viewer) }),
        ).rejects.toMatchObject({ status: 400 })
      }
    },
  )

  it.each(['resetPasswordToken', 'resetPasswordExpiration', 'resetPasswordRequestedAt', 'hash', 'salt'])(
    'not even an admin filters accounts by %s',
    async (field) => {
      for (const collection of ['users', 'members'] as const) {
        await expect(
          payload.find({ collection, where: { [field]: { exists: true } }, ...as(admin) }),
        ).rejects.toMatchObject({ status: 400 })
      }
    },
  )

  it("a non-admin cannot edit another user's account", async () => {
    await expect(
      payload.update({ collection: 'users', id: admin.id, data: { name: 'Hacked' }, ...as(editor) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })

  it('a member whose id equals a staff id can neither read nor edit that staff account', async () => {
    const member = await payload.create({
      collection: 'members',
      data: { name: 'Same Id', email: `same-${unique()}@test.local`, password: 'a long enough password' },
    })
    const staff = await payload.findByID({ collection: 'users', id: member.id }).catch(() => null)
    expect(staff, `a staff account with id ${member.id}`).not.toBeNull()
    const asMember = { user: { ...member, collection: 'members' as const }, overrideAccess: false } as const
    await expect(payload.findByID({ collection: 'users', id: member.id, ...asMember })).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({ collection: 'users', id: member.id, data: { name: 'Hacked' }, ...asMember }),
    ).rejects.toMatchObject(FORBIDDEN)
    expect((await payload.findByID({ collection: 'users', id: member.id })).name).toBe(staff!.name)
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

/** A real 1×1 PNG, as an upload. */
const png = (name: string) => {
  const data = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

describe('media: contributors own their uploads until the editors take them over', () => {
  const uploadAs = (user: User, data: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'media',
      data: { alt: `Image ${unique()}`, ...data },
      file: png(unique()),
      ...as(user),
    })
  const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value)

  it('records who uploaded, whatever the request says', async () => {
    const image = await uploadAs(contributor, { uploadedBy: editor.id })
    expect(idOf(image.uploadedBy)).toBe(contributor.id)
    // Who on the team uploaded it is not public.
    const seen = await payload.findByID({ collection: 'media', id: image.id, ...as() })
    expect(seen.uploadedBy).toBeUndefined()
  })

  it("lets a contributor change and delete their own upload, not another contributor's", async () => {
    const mine = await uploadAs(contributor)
    const theirs = await uploadAs(otherContributor)
    await expect(
      payload.update({ collection: 'media', id: mine.id, data: { alt: 'Better words' }, ...as(contributor) }),
    ).resolves.toMatchObject({ alt: 'Better words' })
    await expect(
      payload.update({ collection: 'media', id: theirs.id, data: { alt: 'Mine now' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await payload.delete({ collection: 'media', id: mine.id, ...as(contributor) })
    await expect(payload.findByID({ collection: 'media', id: mine.id })).rejects.toMatchObject(NOT_FOUND)
  })

  it('is taken over when an editor edits the image', async () => {
    const image = await uploadAs(contributor)
    expect(image.takenOverAt).toBeFalsy()
    await payload.update({ collection: 'media', id: image.id, data: { credit: 'Staffroom' }, ...as(editor) })
    expect((await payload.findByID({ collection: 'media', id: image.id })).takenOverAt).toBeTruthy()
    await expect(
      payload.update({ collection: 'media', id: image.id, data: { alt: 'Back to mine' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.delete({ collection: 'media', id: image.id, ...as(contributor) })).rejects.toMatchObject(
      FORBIDDEN,
    )
  })

  it('is taken over when a published article uses it, not while only a draft does', async () => {
    const image = await uploadAs(contributor)
    const draft = await payload.create({
      collection: 'posts',
      data: postData(author, { heroImage: image.id }),
      ...as(contributor),
    })
    expect((await payload.findByID({ collection: 'media', id: image.id })).takenOverAt).toBeFalsy()
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, ...as(editor) })
    expect((await payload.findByID({ collection: 'media', id: image.id })).takenOverAt).toBeTruthy()
    await expect(payload.delete({ collection: 'media', id: image.id, ...as(contributor) })).rejects.toMatchObject(
      FORBIDDEN,
    )
  })

  it('is taken over when a global shows it (the logo) or a block of a published page uses it', async () => {
    const logo = await uploadAs(contributor)
    await payload.updateGlobal({ slug: 'site-settings', data: { logo: logo.id }, ...as(admin) })
    expect((await payload.findByID({ collection: 'media', id: logo.id })).takenOverAt).toBeTruthy()

    const pictured = await uploadAs(contributor)
    await payload.create({
      collection: 'pages',
      data: pageData({
        _status: 'published',
        blocks: [{ blockType: 'imageText', image: pictured.id, content: richText('Hi') }],
      } as never),
      ...as(editor),
    })
    expect((await payload.findByID({ collection: 'media', id: pictured.id })).takenOverAt).toBeTruthy()
  })

  it("lets editors change and delete anyone's image", async () => {
    const image = await uploadAs(contributor)
    await expect(
      payload.update({ collection: 'media', id: image.id, data: { alt: 'Edited' }, ...as(editor) }),
    ).resolves.toMatchObject({ alt: 'Edited' })
    await payload.delete({ collection: 'media', id: image.id, ...as(editor) })
  })
})

describe('callers are known by their collection', () => {
  // Accounts are made until the ids meet: each one hashes a password, which takes a while.
  it("a member whose id equals a staff id gets nothing of the staff account's", { timeout: 120_000 }, async () => {
    let member = await payload.create({
      collection: 'members',
      data: { name: 'Twin', email: `twin-${unique()}@test.local`, password: 'long enough password' },
    })
    let staff = await asUser('contributor')
    while (member.id !== staff.id) {
      if (member.id < staff.id) {
        member = await payload.create({
          collection: 'members',
          data: { name: 'Twin', email: `twin-${unique()}@test.local`, password: 'long enough password' },
        })
      } else staff = await asUser('contributor')
    }
    const twin = { ...member, collection: 'members' as const }
    await expect(
      payload.findByID({ collection: 'users', id: staff.id, user: twin, overrideAccess: false }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({ collection: 'users', id: staff.id, data: { name: 'Taken' }, user: twin, overrideAccess: false }),
    ).rejects.toMatchObject(FORBIDDEN)
    // And the other way round: the staff account reads nothing of the member's.
    await expect(payload.findByID({ collection: 'members', id: member.id, ...as(staff) })).rejects.toMatchObject(
      FORBIDDEN,
    )
  })

  it("shows an account's sessions to its owner only", async () => {
    const user = await asUser('editor')
    await payload.login({ collection: 'users', data: { email: user.email, password: 'correct horse battery staple' } })
    const own = await payload.findByID({ collection: 'users', id: user.id, ...as(user) })
    expect(own.sessions?.length).toBeGreaterThan(0)
    // Payload leaves an empty list where a field was withheld.
    const other = await payload.findByID({ collection: 'users', id: user.id, ...as(admin) })
    expect(other.sessions ?? []).toEqual([])
  })
})

describe('member avatars', () => {
  it('get a random file name, the same alt text for everyone and their uploader as owner', async () => {
    const [mia, otto] = await Promise.all(
      ['Mia Member', 'Otto Other'].map((name) =>
        payload.create({
          collection: 'members',
          data: { name, email: `m-${unique()}@test.local`, password: 'long enough password' },
        }),
      ),
    )
    const avatar = await payload.create({
      collection: 'member-avatars',
      data: { alt: `Profile picture of ${mia.name}`, owner: otto.id },
      file: { ...png(`avatar-${mia.id}`) },
      user: { ...mia, collection: 'members' },
      overrideAccess: false,
    })
    expect(avatar.alt).toBe('Profile picture')
    expect(avatar.filename).toMatch(/^avatar-[0-9a-f]{24}\.png$/)
    expect(typeof avatar.owner === 'object' ? avatar.owner.id : avatar.owner).toBe(mia.id)
    await expect(payload.find({ collection: 'member-avatars', ...as() })).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.find({ collection: 'member-avatars', ...as(editor) })).rejects.toMatchObject(FORBIDDEN)
    const asOtto = await payload.find({
      collection: 'member-avatars',
      user: { ...otto, collection: 'members' },
      overrideAccess: false,
    })
    expect(asOtto.docs.map((d) => d.id)).not.toContain(avatar.id)
  })
})
