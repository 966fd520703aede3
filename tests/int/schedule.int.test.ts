/**
 * Scheduled publish and unpublish: queued exactly as the admin's schedule drawer does
 * (@payloadcms/ui schedulePublishHandler → payload.jobs.queue), then run the way the web process's
 * cron does (payload.jobs.run) before and after the chosen time.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, User } from '@/payload-types'
import { bus } from '@/server/bus'

import { makeAuthor, pageData, postData } from './support/fixtures'
import { as, asUser, getTestPayload } from './support/payload'

const DELAY_MS = 800

let payload: Payload
let author: Author
let editor: User

beforeAll(async () => {
  payload = await getTestPayload()
  author = await makeAuthor(payload)
  editor = await asUser('editor')
})

type Target = { relationTo: 'posts'; value: number } | { relationTo: 'pages'; value: number }

/** What the admin queues when `by` picks a date in the schedule drawer. */
function schedule(type: 'publish' | 'unpublish', doc: Target, by: User, at: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc, user: { relationTo: 'users', value: by.id } },
    waitUntil: at,
  })
}

const sleepUntil = (at: Date) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 50)))

const statusOf = async (doc: Target) =>
  (await payload.findByID({ collection: doc.relationTo, id: doc.value, depth: 0 }))._status

describe('scheduled publish', () => {
  it('publishes a draft post at the chosen time, not before, and expires its tags', async () => {
    const post = await payload.create({ collection: 'posts', data: postData(author), ...as(editor) })
    const target = { relationTo: 'posts', value: post.id } as const
    const at = new Date(Date.now() + DELAY_MS)
    await schedule('publish', target, editor, at)

    await payload.jobs.run()
    expect(await statusOf(target)).toBe('draft')

    await sleepUntil(at)
    const tags: string[] = []
    const listen = (t: string[]) => tags.push(...t)
    bus.on('tags', listen)
    try {
      await payload.jobs.run()
    } finally {
      bus.off('tags', listen)
    }
    expect(await statusOf(target)).toBe('published')
    await expect(payload.findByID({ collection: 'posts', id: post.id, ...as() })).resolves.toMatchObject({
      id: post.id,
    })
    expect(tags).toContain(`posts:${post.slug}`)
  })

  it('publishes a draft page', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: pageData(),
      ...as(editor),
    })
    const target = { relationTo: 'pages', value: page.id } as const
    const at = new Date(Date.now() + DELAY_MS)
    await schedule('publish', target, editor, at)
    await sleepUntil(at)
    await payload.jobs.run()
    expect(await statusOf(target)).toBe('published')
  })

  it("runs with the scheduling user's rights: a contributor's scheduled publish does not publish", async () => {
    const contributor = await asUser('contributor')
    const post = await payload.create({ collection: 'posts', data: postData(author), ...as(contributor) })
    const target = { relationTo: 'posts', value: post.id } as const
    const at = new Date(Date.now() + DELAY_MS)
    const job = await schedule('publish', target, contributor, at)
    await sleepUntil(at)
    await payload.jobs.run({ silent: true })
    expect(await statusOf(target)).toBe('draft')
    // It did run, and failed on access, rather than never being picked up.
    const ran = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(ran).toMatchObject({ hasError: true })
  })
})

describe('scheduled unpublish', () => {
  it('takes a published post down at the chosen time', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: postData(author, { _status: 'published' }),
      ...as(editor),
    })
    const target = { relationTo: 'posts', value: post.id } as const
    const at = new Date(Date.now() + DELAY_MS)
    await schedule('unpublish', target, editor, at)

    await payload.jobs.run()
    expect(await statusOf(target)).toBe('published')

    await sleepUntil(at)
    await payload.jobs.run()
    expect(await statusOf(target)).toBe('draft')
    await expect(payload.findByID({ collection: 'posts', id: post.id, ...as() })).rejects.toMatchObject({ status: 404 })
  })
})

describe('the lists’ Schedule column', () => {
  it('says when a scheduled publish or unpublish will happen, in the site’s time zone; nothing otherwise', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ScheduleCell } = await import('@/components/admin/schedule-cell')
    const cell = async (id: number) =>
      renderToStaticMarkup(
        (await ScheduleCell({
          payload,
          rowData: { id },
          collectionConfig: payload.collections.posts.config,
        } as never)) ?? '',
      )
    const draft = await payload.create({ collection: 'posts', data: postData(author), ...as(editor) })
    const live = await payload.create({ collection: 'posts', data: { ...postData(author), _status: 'published' } })
    const plain = await payload.create({ collection: 'posts', data: postData(author), ...as(editor) })
    const at = new Date('2099-03-04T15:30:00.000Z')
    await schedule('publish', { relationTo: 'posts', value: draft.id }, editor, at)
    await schedule('unpublish', { relationTo: 'posts', value: live.id }, editor, at)

    const when = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: process.env.SITE_TIME_ZONE ?? 'UTC',
      timeZoneName: 'short',
    }).format(at)
    expect(await cell(draft.id)).toBe(`<span>Scheduled for ${when}</span>`)
    expect(await cell(live.id)).toBe(`<span>Unpublishes ${when}</span>`)
    expect(await cell(plain.id)).toBe('')
  })
})
