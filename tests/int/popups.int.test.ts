/**
 * Global popups on a real database: what the site reads (published only, not ended, then the
 * window and the path filter the layout applies), who may read and write them, the editor's
 * "show again", the checks on paths and dates, and the sign-up modal's settings as stored.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { showsOn } from '@/lib/popups/paths'
import { schedule } from '@/lib/popups/schedule'
import { readPopups } from '@/lib/queries/popups'
import type { Member, Popup, User } from '@/payload-types'

import { richText, unique } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'

const FORBIDDEN = { status: 403 }
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString()

let payload: Payload
let editor: User
let contributor: User
let member: Member & { collection: 'members' }

const popup = (data: Partial<Popup> = {}) =>
  payload.create({
    collection: 'popups',
    data: { title: `Popup ${unique()}`, content: richText('Hello'), _status: 'published', ...data },
    user: editor,
    overrideAccess: false,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  ;[editor, contributor] = await Promise.all([asUser('editor'), asUser('contributor')])
  const doc = await payload.create({
    collection: 'members',
    data: { name: 'Pat Member', email: `pat-${unique()}@test.local`, password: 'a long enough password' },
  })
  member = { ...doc, collection: 'members' }
})

describe('what the site reads', () => {
  it('serves published popups that have not ended; the layout keeps those in their window and on the path', async () => {
    const open = await popup({ showOn: '/post/*', hideOn: '/post/private', priority: 2 })
    const everywhere = await popup({ priority: 5 })
    const draft = await popup({ _status: 'draft' })
    const ended = await popup({ startsAt: hours(-5), endsAt: hours(-1) })
    const later = await popup({ startsAt: hours(2), endsAt: hours(4) })
    const ours = new Set([open.id, everywhere.id, draft.id, ended.id, later.id])

    const listed = ((await readPopups({ payload, draft: false })) as Popup[]).filter((p) => ours.has(p.id))
    expect(listed.map((p) => p.id)).toEqual([everywhere.id, open.id, later.id]) // highest priority first
    expect(listed[0]).not.toHaveProperty('_status') // only what the site needs

    const { live, next } = schedule(listed, new Date())
    expect(live.map((p) => p.id)).toEqual([everywhere.id, open.id])
    expect(next!.getTime()).toBeLessThanOrEqual(Date.parse(later.startsAt!))
    expect(live.filter((p) => showsOn(p, '/post/first-day')).map((p) => p.id)).toEqual([everywhere.id, open.id])
    expect(live.filter((p) => showsOn(p, '/post/private')).map((p) => p.id)).toEqual([everywhere.id])
    expect(live.filter((p) => showsOn(p, '/memes')).map((p) => p.id)).toEqual([everywhere.id])
  })

  it('an unpublished popup leaves the list', async () => {
    const doc = await popup()
    await payload.update({
      collection: 'popups',
      id: doc.id,
      data: { _status: 'draft' },
      user: editor,
      overrideAccess: false,
    })
    const listed = (await readPopups({ payload, draft: false })) as Popup[]
    expect(listed.some((p) => p.id === doc.id)).toBe(false)
  })
})

describe('who may do what with popups', () => {
  it('visitors and members read published popups only and write nothing', async () => {
    const live = await popup()
    const draft = await popup({ _status: 'draft' })
    for (const user of [undefined, member]) {
      const options = as(user as never)
      const { docs } = await payload.find({
        collection: 'popups',
        where: { id: { in: [live.id, draft.id] } },
        ...options,
      })
      expect(docs.map((d) => d.id)).toEqual([live.id])
      await expect(payload.findByID({ collection: 'popups', id: draft.id, ...options })).rejects.toMatchObject({
        status: 404,
      })
      await expect(payload.create({ collection: 'popups', data: { title: 'Mine' }, ...options })).rejects.toMatchObject(
        FORBIDDEN,
      )
      await expect(
        payload.update({ collection: 'popups', id: live.id, data: { title: 'Changed' }, ...options }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(payload.delete({ collection: 'popups', id: live.id, ...options })).rejects.toMatchObject(FORBIDDEN)
    }
  })

  it('contributors read drafts but cannot write; editors do everything', async () => {
    const draft = await popup({ _status: 'draft' })
    expect((await payload.findByID({ collection: 'popups', id: draft.id, ...as(contributor) })).id).toBe(draft.id)
    await expect(
      payload.create({ collection: 'popups', data: { title: 'Mine' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({ collection: 'popups', id: draft.id, data: { _status: 'published' }, ...as(contributor) }),
    ).rejects.toMatchObject(FORBIDDEN)
    const published = await payload.update({
      collection: 'popups',
      id: draft.id,
      data: { _status: 'published' },
      ...as(editor),
    })
    expect(published._status).toBe('published')
    await payload.delete({ collection: 'popups', id: draft.id, ...as(editor) })
  })
})

describe('editing a popup', () => {
  it('"show again" raises the revision once and clears itself', async () => {
    const doc = await popup()
    expect(doc.revision).toBe(1)
    const edited = await payload.update({
      collection: 'popups',
      id: doc.id,
      data: { title: 'Typo fixed' },
      ...as(editor),
    })
    expect(edited.revision).toBe(1)
    const again = await payload.update({ collection: 'popups', id: doc.id, data: { showAgain: true }, ...as(editor) })
    expect(again).toMatchObject({ revision: 2, showAgain: false })
    const forged = await payload.update({ collection: 'popups', id: doc.id, data: { revision: 40 }, ...as(editor) })
    expect(forged.revision).toBe(2)
  })

  it('refuses a path that is not one, and an end before the start, in words', async () => {
    const refused = (path: string, message: RegExp) => ({
      data: { errors: [{ path, message: expect.stringMatching(message) as string }] },
    })
    await expect(popup({ showOn: '/memes\npost/*' })).rejects.toMatchObject(
      refused('showOn', /"post\/\*" is not a path/),
    )
    await expect(popup({ hideOn: '/a/*/b' })).rejects.toMatchObject(refused('hideOn', /is not a path/))
    await expect(popup({ startsAt: hours(2), endsAt: hours(1) })).rejects.toMatchObject(
      refused('endsAt', /end must come after the start/),
    )
  })
})

describe('the sign-up modal settings', () => {
  it('start at 30 s, 50 % scroll, exit intent, at most once in 14 days; only admins change them', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.newsletterModal).toMatchObject({
      enabled: true,
      delaySeconds: 30,
      scrollPercent: 50,
      exitIntent: true,
      frequencyDays: 14,
    })
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { newsletterModal: { delaySeconds: 1 } }, ...as(editor) }),
    ).rejects.toMatchObject(FORBIDDEN)
  })
})
