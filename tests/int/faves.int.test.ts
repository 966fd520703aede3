/**
 * Faves of the day on a real database: who sees which day (a published day only once its date has
 * come; the team sees every day), the permission record kept from the public, post addresses
 * stored in their canonical form, and every refusal in an editor's words.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { dayIn } from '@/lib/faves/day'
import type { FavesDay, Media } from '@/payload-types'

import { png } from '../support/png'
import { as, asUser, getTestPayload } from './support/payload'

// Outside Next's compiler `'use cache'` is a plain string: cached reads read straight through, and
// their cacheTag (which Next allows only inside a cache scope) has nothing to tag.
vi.mock('next/cache', () => ({ cacheTag: () => {} }))
vi.mock('@/lib/payload', () => ({ payload: () => getTestPayload() }))

let payload: Payload
let image: Media
const DAY = 24 * 60 * 60 * 1000
const dayFrom = (days: number) => dayIn('UTC', new Date(Date.now() + days * DAY))

const pick = (overrides: Record<string, unknown> = {}) => ({
  network: 'instagram' as const,
  url: 'https://instagram.com/p/C8xYz12AbCd?igsh=share',
  thumbnail: image.id,
  creator: '@msrivera.teaches',
  permission: true,
  permissionNote: 'Agreed by DM.',
  ...overrides,
})

const dayData = (slug: string, overrides: Partial<Record<string, unknown>> = {}) => ({
  slug,
  title: `Faves of ${slug}`,
  face: { name: 'Ms. Rivera', photo: image.id, story: 'Runs the poetry club.' },
  items: [pick()],
  questions: [{ title: 'What is on your desk?', body: 'Three mugs.' }],
  _status: 'published' as const,
  ...overrides,
})

/** The validation messages of a refused write, joined. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const e = error as { message: string; data?: { errors?: { message: string }[] } }
    return [e.message, ...(e.data?.errors ?? []).map((x) => x.message)].join(' | ')
  }
  throw new Error('the write was accepted')
}

beforeAll(async () => {
  payload = await getTestPayload()
  const data = await png(40, 50)
  image = await payload.create({
    collection: 'media',
    data: { alt: 'A yellow square' },
    file: { data, mimetype: 'image/png', name: 'fave.png', size: data.length },
  })
})

describe('who sees which day', () => {
  it('the public sees published days up to today; the team sees days ahead and drafts too', async () => {
    const [past, today, ahead] = [dayFrom(-1), dayFrom(0), dayFrom(1)]
    for (const slug of [past, today, ahead]) await payload.create({ collection: 'faves', data: dayData(slug) })
    const draft = await payload.create({
      collection: 'faves',
      data: dayData(dayFrom(-2), { _status: 'draft' }),
      draft: true,
    })
    const slugs = async (user?: Awaited<ReturnType<typeof asUser>>) =>
      (await payload.find({ collection: 'faves', sort: 'slug', depth: 0, ...as(user) })).docs.map((d) => d.slug)
    expect(await slugs()).toEqual([past, today])
    expect(await slugs(await asUser('contributor'))).toEqual([draft.slug, past, today, ahead])
    // The sitemap announces only what its page shows.
    const { listLocations } = await import('@/lib/queries/sitemap')
    const listed = (await listLocations('faves', 1, 1000)).map((d) => (d as { slug?: string }).slug)
    expect(listed).toEqual(expect.arrayContaining([past, today]))
    expect(listed).not.toContain(ahead)
    expect(listed).not.toContain(draft.slug)
  })

  it('keeps the permission record from the public', async () => {
    const created = await payload.create({ collection: 'faves', data: dayData('2001-01-01') })
    const publicDay: FavesDay = await payload.findByID({ collection: 'faves', id: created.id, depth: 0, ...as() })
    expect(publicDay.items?.[0]).toMatchObject({ creator: '@msrivera.teaches' })
    expect(publicDay.items?.[0]).not.toHaveProperty('permission')
    expect(publicDay.items?.[0]).not.toHaveProperty('permissionNote')
    const editor = await asUser('editor')
    const teamDay = await payload.findByID({ collection: 'faves', id: created.id, depth: 0, ...as(editor) })
    expect(teamDay.items?.[0]).toMatchObject({ permission: true, permissionNote: 'Agreed by DM.' })
  })
})

describe('what editors may store', () => {
  it('stores a post address in its canonical form', async () => {
    const created = await payload.create({ collection: 'faves', data: dayData('2001-02-01') })
    expect(created.items?.[0].url).toBe('https://www.instagram.com/p/C8xYz12AbCd/')
  })

  it('refuses other addresses, unpermitted posts, wrong credits and bad days in words', async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'faves',
          data: dayData('2001-03-01', { items: [pick({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })] }),
        }),
      ),
    ).toContain('Paste the address of one Instagram post, like https://www.instagram.com/p/C8xYz12AbCd/')
    expect(
      await refusal(
        payload.create({ collection: 'faves', data: dayData('2001-03-02', { items: [pick({ permission: false })] }) }),
      ),
    ).toContain('@msrivera.teaches has not agreed yet: a post is published only with the creator’s permission')
    expect(
      await refusal(
        payload.create({
          collection: 'faves',
          data: dayData('2001-03-03', {
            items: [
              pick({
                network: 'tiktok',
                url: 'https://www.tiktok.com/@kinderchaos/video/7301234567890123456',
                creator: '@someone.else',
              }),
            ],
          }),
        }),
      ),
    ).toContain('This TikTok post is by @kinderchaos: credit that handle.')
    expect(await refusal(payload.create({ collection: 'faves', data: dayData('2001-02-30') }))).toContain(
      'Write the day as year-month-day, like 2026-11-24.',
    )
    expect(
      await refusal(
        payload.create({
          collection: 'faves',
          data: dayData('2001-03-04', { face: { name: '', photo: image.id, story: 'A story.' } }),
        }),
      ),
    ).toContain('Give the face of the day a name.')
  })

  it('lets a draft wait for the creator’s answer', async () => {
    const draft = await payload.create({
      collection: 'faves',
      data: dayData('2001-04-01', { items: [pick({ permission: false })], _status: 'draft' }),
      draft: true,
    })
    expect(draft._status).toBe('draft')
  })
})
