// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { env } from '@/env'
import {
  entriesOf,
  escapeXml,
  latest,
  parseSitemapFile,
  SITEMAP_TYPES,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
  w3cDate,
} from '@/lib/seo/sitemap'

const O = env.SERVER_URL.replace(/\/$/, '')
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
// sitemap.xsd: lastmod is an xsd:date or xsd:dateTime (W3C Datetime).
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

/** The rules of sitemap.xsd that our output can break: element order, absolute loc, dates. */
function expectValid(doc: Document, root: 'urlset' | 'sitemapindex') {
  const el = doc.documentElement
  expect(el.localName).toBe(root)
  expect(el.namespaceURI).toBe(NS)
  const child = root === 'urlset' ? 'url' : 'sitemap'
  for (const entry of Array.from(el.children)) {
    expect(entry.localName).toBe(child)
    const names = Array.from(entry.children).map((c) => c.localName)
    expect(names[0]).toBe('loc')
    expect(names.slice(1).every((n) => n === 'lastmod')).toBe(true)
    expect(names.length).toBeLessThanOrEqual(2)
    const loc = entry.children[0].textContent ?? ''
    expect(loc.length).toBeGreaterThanOrEqual(12)
    expect(loc.length).toBeLessThanOrEqual(2048)
    expect(new URL(loc).origin).toBe(new URL(O).origin)
    const lastmod = entry.children[1]?.textContent
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C)
  }
  return Array.from(el.children).map((e) => ({
    loc: e.children[0].textContent,
    lastmod: e.children[1]?.textContent ?? null,
  }))
}

describe('parseSitemapFile', () => {
  it('knows each type with a sitemap, and their later pages', () => {
    expect(SITEMAP_TYPES).toEqual([
      'pages',
      'posts',
      'memes',
      'printables',
      'giveaways',
      'faves',
      'videos',
      'podcasts',
      'episodes',
      'categories',
      'video-categories',
      'originals',
      'authors',
    ])
    expect(parseSitemapFile('posts.xml')).toEqual({ type: 'posts', page: 1 })
    expect(parseSitemapFile('posts-2.xml')).toEqual({ type: 'posts', page: 2 })
    expect(parseSitemapFile('pages-2.xml')).toEqual({ type: 'pages', page: 2 })
    expect(parseSitemapFile('categories.xml')).toEqual({ type: 'categories', page: 1 })
    expect(parseSitemapFile('authors.xml')).toEqual({ type: 'authors', page: 1 })
  })

  it('refuses anything else', () => {
    for (const bad of [
      'nothing.xml',
      'posts',
      'posts.json',
      'posts-1.xml',
      'posts-0.xml',
      'pages-1.xml',
      'toString.xml',
      '../posts.xml',
      'POSTS.xml',
    ]) {
      expect(parseSitemapFile(bad)).toBeNull()
    }
  })

  it('round-trips with sitemapPath', () => {
    expect(sitemapPath({ type: 'posts', page: 1 })).toBe('/sitemaps/posts.xml')
    expect(sitemapPath({ type: 'posts', page: 3 })).toBe('/sitemaps/posts-3.xml')
  })
})

describe('xml helpers', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })

  it('formats dates to seconds and drops bad ones', () => {
    expect(w3cDate('2030-05-02T09:30:00.123Z')).toBe('2030-05-02T09:30:00Z')
    expect(w3cDate('nonsense')).toBeNull()
    expect(w3cDate(null)).toBeNull()
  })

  it('finds the newest date', () => {
    expect(latest(['2030-01-01T00:00:00.000Z', null, '2031-01-01T00:00:00.000Z', 'bad'])).toBe(
      '2031-01-01T00:00:00.000Z',
    )
    expect(latest([])).toBeNull()
  })
})

describe('urlsetXml', () => {
  it('writes absolute, escaped locations with lastmod', () => {
    const xml = urlsetXml([
      { path: '/post/a&b', lastmod: '2030-05-02T09:30:00.000Z' },
      { path: '/post/no-date' },
      { path: '/post/a&b', lastmod: '2030-01-01T00:00:00.000Z' }, // duplicate: dropped
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(xml).toContain(`<loc>${O}/post/a&amp;b</loc>`)
    expect(expectValid(parse(xml), 'urlset')).toEqual([
      { loc: `${O}/post/a&b`, lastmod: '2030-05-02T09:30:00Z' },
      { loc: `${O}/post/no-date`, lastmod: null },
    ])
  })

  it('is valid when empty', () => {
    expect(expectValid(parse(urlsetXml([])), 'urlset')).toEqual([])
  })
})

describe('sitemapIndexXml', () => {
  it('lists the child sitemaps', () => {
    const xml = sitemapIndexXml([
      { path: '/sitemaps/posts.xml', lastmod: '2030-05-02T09:30:00.000Z' },
      { path: '/sitemaps/authors.xml', lastmod: null },
    ])
    expect(expectValid(parse(xml), 'sitemapindex')).toEqual([
      { loc: `${O}/sitemaps/posts.xml`, lastmod: '2030-05-02T09:30:00Z' },
      { loc: `${O}/sitemaps/authors.xml`, lastmod: null },
    ])
  })
})

describe('entriesOf', () => {
  it('posts: one address each, by slug', () => {
    expect(entriesOf('posts', [{ slug: 'a', updatedAt: 'd1' }])).toEqual([{ path: '/post/a', lastmod: 'd1' }])
  })

  it('pages: extras first, then fixed pages at the top level, then the others under /page', () => {
    const entries = entriesOf(
      'pages',
      [
        { slug: 'snow-day', updatedAt: 'd1' },
        { slug: 'faq', updatedAt: 'd2' },
        { slug: 'about-us', updatedAt: 'd3' },
      ],
      [{ path: '/', lastmod: 'h' }],
    )
    expect(entries).toEqual([
      { path: '/', lastmod: 'h' },
      { path: '/faq', lastmod: 'd2' },
      { path: '/about-us', lastmod: 'd3' },
      { path: '/page/snow-day', lastmod: 'd1' },
    ])
  })

  it('a category called "originals" does not make a second /category/originals', () => {
    const xml = urlsetXml(
      entriesOf('categories', [{ slug: 'originals', updatedAt: 'd' }], [{ path: '/category/originals', lastmod: 'e' }]),
    )
    expect(xml.match(/<url>/g)).toHaveLength(1)
  })

  it('originals by slug, authors by id', () => {
    expect(entriesOf('originals', [{ slug: 'lunch-duty', updatedAt: 'd' }])).toEqual([
      { path: '/original/lunch-duty', lastmod: 'd' },
    ])
    expect(entriesOf('authors', [{ id: 7, updatedAt: 'd' }])).toEqual([{ path: '/author/7', lastmod: 'd' }])
  })
})
