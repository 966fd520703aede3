/**
 * The redirect table server.ts answers from: built from redirects made through Payload and read
 * the way server.ts reads them (anonymously, depth 1), so references resolve to public paths.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Author, Redirect as RedirectDoc } from '@/payload-types'
import { buildTable, normalizePath } from '@/server/redirect-table'

import { makeAuthor, makeCategory, makeOriginal, pageData, postData, unique } from './support/fixtures'
import { as, getTestPayload } from './support/payload'

let payload: Payload
let author: Author

beforeAll(async () => {
  payload = await getTestPayload()
  author = await makeAuthor(payload)
})

type To = NonNullable<RedirectDoc['to']>

type RedirectData = Omit<RedirectDoc, 'id' | 'createdAt' | 'updatedAt'>

/** Without `type`, the field's default applies: the generated type cannot say it is optional. */
const redirect = (from: string, to: To, type?: '301' | '302') =>
  payload.create({ collection: 'redirects', data: { from, to, ...(type ? { type } : {}) } as RedirectData })

/** What server.ts fetches from /api/redirects?limit=0&depth=1&pagination=false, as a visitor. */
async function table() {
  const { docs } = await payload.find({ collection: 'redirects', limit: 0, depth: 1, pagination: false, ...as() })
  return buildTable(docs)
}

const publishedPage = (slug: string) =>
  payload.create({ collection: 'pages', data: pageData({ slug, _status: 'published' }) })

describe('buildTable from CMS redirects', () => {
  it('resolves references to public paths: posts, fixed pages, other pages, categories, series', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: postData(author, { slug: `x-${unique()}`, _status: 'published' }),
    })
    const about = await publishedPage('about-us')
    const other = await publishedPage(`staff-party-${unique()}`)
    const category = await makeCategory(payload)
    const series = await makeOriginal(payload)

    await redirect('/old-post', { type: 'reference', reference: { relationTo: 'posts', value: post.id } })
    await redirect('/who-we-are', { type: 'reference', reference: { relationTo: 'pages', value: about.id } })
    await redirect('/party', { type: 'reference', reference: { relationTo: 'pages', value: other.id } })
    await redirect('/lol', { type: 'reference', reference: { relationTo: 'categories', value: category.id } })
    await redirect('/diary', { type: 'reference', reference: { relationTo: 'originals', value: series.id } })

    const map = await table()
    expect(map.get('/old-post')?.location).toBe(`/post/${post.slug}`)
    expect(map.get('/who-we-are')?.location).toBe('/about-us')
    expect(map.get('/party')?.location).toBe(`/page/${other.slug}`)
    expect(map.get('/lol')?.location).toBe(`/category/${category.slug}`)
    expect(map.get('/diary')?.location).toBe(`/original/${series.slug}`)
  })

  it('keeps a custom URL as typed', async () => {
    await redirect('/shop', { type: 'custom', url: 'https://shop.example.com/teachers?ref=staffroom' })
    await redirect('/contact-us', { type: 'custom', url: '/contact' })
    const map = await table()
    expect(map.get('/shop')?.location).toBe('https://shop.example.com/teachers?ref=staffroom')
    expect(map.get('/contact-us')?.location).toBe('/contact')
  })

  it('answers 302 unless 301 was chosen', async () => {
    const doc = await redirect('/temporary', { type: 'custom', url: '/somewhere' })
    expect(doc.type).toBe('302')
    await redirect('/permanent', { type: 'custom', url: '/somewhere' }, '301')
    await redirect('/explicit-temporary', { type: 'custom', url: '/somewhere' }, '302')
    const map = await table()
    expect(map.get('/temporary')?.status).toBe(302)
    expect(map.get('/permanent')?.status).toBe(301)
    expect(map.get('/explicit-temporary')?.status).toBe(302)
  })

  it('matches the source however the editor typed it', async () => {
    await redirect('/Old-Staffroom-Page/', { type: 'custom', url: '/new' })
    const map = await table()
    expect(map.get('/old-staffroom-page')).toEqual({ status: 302, location: '/new' })
  })

  it('skips a redirect whose target readers cannot see', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: pageData({ title: `Not yet ${unique()}` }),
    })
    await redirect('/soon', { type: 'reference', reference: { relationTo: 'pages', value: draft.id } })
    const map = await table()
    expect(map.has('/soon')).toBe(false)
  })
})

describe('normalizePath', () => {
  it.each([
    ['/Old-Page/', '/old-page'],
    ['https://our.site/old-page?x=1', '/old-page'],
    ['/old-page?utm_source=x#top', '/old-page'],
    ['old-page', '/old-page'],
    ['  /padded  ', '/padded'],
    ['/a/b///', '/a/b'],
    ['/', '/'],
    ['', '/'],
    ['/caf%C3%A9', '/café'],
    ['/CAFÉ', '/café'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })
})
