import { beforeEach, describe, expect, it, vi } from 'vitest'

import { GET as feedsGET } from '@/app/(site)/feeds/[kind]/[file]/route'
import { GET as siteFeedGET } from '@/app/(site)/feed.xml/route'
import { GET as indexGET } from '@/app/(site)/sitemap.xml/route'
import { GET as sitemapGET } from '@/app/(site)/sitemaps/[file]/route'
import robots from '@/app/robots'
import { env } from '@/env'
import { listPosts } from '@/lib/queries/posts'
import { getPostsSummary, listPostLocations } from '@/lib/queries/sitemap'

import { author, category, original, post, settings } from './fixtures/seo'

// The routes' wiring with the cached queries replaced by plain data (no Payload, no Next cache).
vi.mock('@/lib/queries/globals', () => ({
  getSiteSettings: vi.fn(async () => settings),
  getHome: vi.fn(async () => ({ id: 1, updatedAt: '2030-01-01T00:00:00.000Z' })),
}))
vi.mock('@/lib/queries/posts', () => ({ listPosts: vi.fn(async () => ({ docs: [post()] })) }))
vi.mock('@/lib/queries/pages', () => ({
  listPages: vi.fn(async () => [{ slug: 'faq', updatedAt: '2030-02-01T00:00:00.000Z' }]),
}))
vi.mock('@/lib/queries/sitemap', () => ({
  getPostsSummary: vi.fn(async () => ({ total: 1, lastmod: '2030-05-02T09:30:00.000Z' })),
  listPostLocations: vi.fn(async (page: number) => (page === 1 ? [{ slug: 'when-the-bell-rings', updatedAt: '2030-05-02T09:30:00.000Z' }] : [])),
}))
vi.mock('@/lib/queries/taxonomy', () => ({
  getCategory: vi.fn(async (slug: string) => (slug === category.slug ? category : null)),
  getOriginal: vi.fn(async (slug: string) => (slug === original.slug ? original : null)),
  getAuthor: vi.fn(async (id: number) => (id === author.id ? author : null)),
  listCategories: vi.fn(async () => [category]),
  listOriginals: vi.fn(async () => [original]),
  listAuthors: vi.fn(async () => [author]),
}))

const O = env.SERVER_URL.replace(/\/$/, '')
const req = new Request('http://localhost/')
const ctx = <P,>(params: P) => ({ params: Promise.resolve(params) })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

beforeEach(() => vi.clearAllMocks())

describe('feeds', () => {
  it('/feed.xml lists the latest 30 posts as RSS', async () => {
    const res = await siteFeedGET()
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(vi.mocked(listPosts)).toHaveBeenCalledWith({ limit: 30 })
    expect(await res.text()).toContain(`<link>${O}/post/when-the-bell-rings</link>`)
  })

  it.each([
    ['category', 'classroom-life.xml', { by: 'category', id: 3, limit: 30 }],
    ['author', '7.xml', { by: 'author', id: 7, limit: 30 }],
    ['original', 'lunch-duty-diaries.xml', { by: 'original', id: 4, limit: 30 }],
  ])('/feeds/%s/%s filters posts by the document', async (kind, file, query) => {
    const res = await feedsGET(req, ctx({ kind, file }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(vi.mocked(listPosts)).toHaveBeenCalledWith(query)
  })

  it.each([
    ['tag', 'x.xml'],
    ['category', 'missing.xml'],
    ['category', 'classroom-life.json'],
    ['author', '99.xml'],
    ['author', 'rivera.xml'],
  ])('/feeds/%s/%s is a plain-text 404', async (kind, file) => {
    const res = await feedsGET(req, ctx({ kind, file }))
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(vi.mocked(listPosts)).not.toHaveBeenCalled()
  })
})

describe('sitemaps', () => {
  it('/sitemap.xml indexes one sitemap per type', async () => {
    const res = await indexGET()
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual(['pages', 'posts', 'categories', 'originals', 'authors'].map((t) => `${O}/sitemaps/${t}.xml`))
  })

  it('splits posts across files when there are many', async () => {
    vi.mocked(getPostsSummary).mockResolvedValueOnce({ total: 25_000, lastmod: null })
    const xml = await (await indexGET()).text()
    expect(locs(xml).filter((l) => l.includes('/posts'))).toEqual([
      `${O}/sitemaps/posts.xml`,
      `${O}/sitemaps/posts-2.xml`,
      `${O}/sitemaps/posts-3.xml`,
    ])
  })

  it.each([
    ['posts.xml', ['/post/when-the-bell-rings']],
    ['pages.xml', ['/', '/faq']],
    ['categories.xml', ['/category/originals', '/category/classroom-life']],
    ['originals.xml', ['/original/lunch-duty-diaries']],
    ['authors.xml', ['/author/7']],
  ])('/sitemaps/%s', async (file, paths) => {
    const res = await sitemapGET(req, ctx({ file }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    expect(locs(xml)).toEqual(paths.map((p) => `${O}${p}`))
    expect(xml.match(/<lastmod>/g)).toHaveLength(paths.length)
  })

  it('reads posts page by page', async () => {
    await sitemapGET(req, ctx({ file: 'posts-2.xml' }))
    expect(vi.mocked(listPostLocations)).toHaveBeenCalledWith(2, 10_000)
  })

  it.each(['videos.xml', 'posts-2.xml', 'pages-2.xml', 'posts'])('/sitemaps/%s is a 404', async (file) => {
    const res = await sitemapGET(req, ctx({ file }))
    expect(res.status).toBe(404)
  })
})

describe('robots', () => {
  it('allows the site, keeps bots out of the CMS and points at the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/graphql', '/next/'] },
      sitemap: `${O}/sitemap.xml`,
    })
  })
})
