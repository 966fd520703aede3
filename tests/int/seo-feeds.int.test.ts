/**
 * Feeds and sitemaps read through the real query functions on a real database: only published
 * posts appear, filtered by their category/author, and the sitemap's narrow post read works on
 * both dialects.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Author, Category } from '@/payload-types'

import { makeAuthor, makeCategory, postData, unique } from './support/fixtures'
import { getTestPayload } from './support/payload'

// Outside Next's compiler `'use cache'` is a plain string: cached reads read straight through, and
// their cacheTag (which Next allows only inside a cache scope) has nothing to tag.
vi.mock('next/cache', () => ({ cacheTag: () => {} }))
vi.mock('@/lib/payload', () => ({ payload: () => getTestPayload() }))

let payload: Payload
let author: Author
let category: Category
const slugs = { a: `seo-a-${unique()}`, b: `seo-b-${unique()}`, draft: `seo-draft-${unique()}` }

beforeAll(async () => {
  payload = await getTestPayload()
  ;[author, category] = await Promise.all([makeAuthor(payload), makeCategory(payload)])
  const ctx = { context: { disableRevalidate: true } }
  await payload.create({
    collection: 'posts',
    data: postData(author, {
      slug: slugs.a,
      _status: 'published',
      categories: [category.id],
      publishedAt: '2030-01-02T00:00:00.000Z',
    }),
    ...ctx,
  })
  await payload.create({
    collection: 'posts',
    data: postData(author, { slug: slugs.b, _status: 'published', publishedAt: '2030-01-01T00:00:00.000Z' }),
    ...ctx,
  })
  await payload.create({
    collection: 'posts',
    data: postData(author, { slug: slugs.draft, categories: [category.id] }),
    ...ctx,
  })
})

const req = new Request('http://localhost/')
const items = (xml: string) => [...xml.matchAll(/<link>[^<]*\/post\/([^<]+)<\/link>/g)].map((m) => m[1])

describe('feeds', () => {
  it('the site feed lists published posts, newest first', async () => {
    const { GET } = await import('@/app/(site)/feed.xml/route')
    const xml = await (await GET()).text()
    expect(items(xml)).toEqual([slugs.a, slugs.b])
  })

  it('a category feed lists only that category', async () => {
    const { GET } = await import('@/app/(site)/feeds/[kind]/[file]/route')
    const res = await GET(req, { params: Promise.resolve({ kind: 'category', file: `${category.slug}.xml` }) })
    expect(res.status).toBe(200)
    expect(items(await res.text())).toEqual([slugs.a])
  })

  it('an author feed lists their posts; an unknown author is a 404', async () => {
    const { GET } = await import('@/app/(site)/feeds/[kind]/[file]/route')
    const ok = await GET(req, { params: Promise.resolve({ kind: 'author', file: `${author.id}.xml` }) })
    expect(items(await ok.text())).toEqual([slugs.a, slugs.b])
    const missing = await GET(req, { params: Promise.resolve({ kind: 'author', file: '999999.xml' }) })
    expect(missing.status).toBe(404)
  })
})

describe('sitemaps', () => {
  it('posts.xml lists every published post and no draft', async () => {
    const { GET } = await import('@/app/(site)/sitemaps/[file]/route')
    const xml = await (await GET(req, { params: Promise.resolve({ file: 'posts.xml' }) })).text()
    expect(xml).toContain(`/post/${slugs.a}</loc>`)
    expect(xml).toContain(`/post/${slugs.b}</loc>`)
    expect(xml).not.toContain(slugs.draft)
  })

  it('lists the home page and every section’s list page, each once across the files', async () => {
    const { GET } = await import('@/app/(site)/sitemaps/[file]/route')
    const { SITEMAP_TYPES } = await import('@/lib/seo/sitemap')
    const paths: string[] = []
    for (const type of SITEMAP_TYPES) {
      const xml = await (await GET(req, { params: Promise.resolve({ file: `${type}.xml` }) })).text()
      paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
    }
    const once = (path: string) => paths.filter((p) => p === path).length
    const sections = ['/', '/post', '/category', '/category/originals', '/author', '/memes', '/videos', '/podcasts']
    sections.push('/printables', '/giveaways', '/faves-of-the-day', '/comedy-tour', '/page')
    expect(Object.fromEntries(sections.map((path) => [path, once(path)]))).toEqual(
      Object.fromEntries(sections.map((path) => [path, 1])),
    )
  })

  it('the index counts published posts', async () => {
    const { getSummary } = await import('@/lib/queries/sitemap')
    const summary = await getSummary('posts')
    expect(summary.total).toBeGreaterThanOrEqual(2)
    expect(summary.lastmod).toMatch(/^\d{4}-/)
    const { GET } = await import('@/app/(site)/sitemap.xml/route')
    const xml = await (await GET()).text()
    expect(xml).toContain('/sitemaps/posts.xml</loc>')
  })
})
