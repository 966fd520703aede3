// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { env } from '@/env'
import { feedPathOf } from '@/content/registry'
import { channelOf as channelFor, parseFeedFile, rssFeed, siteChannel } from '@/lib/seo/feeds'

import { author, category, original, post, settings } from './fixtures/seo'

const O = env.SERVER_URL.replace(/\/$/, '')
const DC = 'http://purl.org/dc/elements/1.1/'

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? null
const channelOf = (doc: Document) => doc.getElementsByTagName('channel')[0]
const itemsOf = (doc: Document) => Array.from(doc.getElementsByTagName('item'))

describe('rssFeed', () => {
  const second = post({
    id: 12,
    title: 'Glitter: a risk assessment',
    slug: 'glitter',
    excerpt: 'It never leaves.',
    heroImage: null,
    authors: [author, { ...author, id: 8, name: 'Mr. Okafor' }],
    categories: [],
    publishedAt: '2030-04-01T08:00:00.000Z',
    updatedAt: '2030-04-01T08:00:00.000Z',
  })
  const xml = rssFeed({ channel: siteChannel(settings), posts: [post(), second], settings })
  const doc = parse(xml)

  it('is an RSS 2.0 channel describing the site', () => {
    expect(doc.documentElement.localName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = channelOf(doc)
    expect(text(channel, 'title')).toBe('Staffroom')
    expect(text(channel, 'link')).toBe(`${O}/`)
    expect(text(channel, 'description')).toBe('Celebrating Educators Every Day.')
    expect(text(channel, 'language')).toBe('en')
    // lastBuildDate follows the newest post, not the clock.
    expect(text(channel, 'lastBuildDate')).toBe('Thu, 02 May 2030 09:30:00 GMT')
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
    expect(self.getAttribute('href')).toBe(`${O}/feed.xml`)
    expect(self.getAttribute('rel')).toBe('self')
  })

  it('has one item per post, in order, with absolute links', () => {
    const items = itemsOf(doc)
    expect(items.map((i) => text(i, 'title'))).toEqual([
      'When the bell rings & nobody moves',
      'Glitter: a risk assessment',
    ])
    expect(items.map((i) => text(i, 'link'))).toEqual([`${O}/post/when-the-bell-rings`, `${O}/post/glitter`])
    expect(items.map((i) => text(i, 'guid'))).toEqual(['urn:staffroom:post:11', 'urn:staffroom:post:12'])
    expect(items[0].getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('false')
    expect(items.map((i) => text(i, 'pubDate'))).toEqual([
      'Wed, 01 May 2030 08:00:00 GMT',
      'Mon, 01 Apr 2030 08:00:00 GMT',
    ])
  })

  it('carries the excerpt, authors, categories and hero image', () => {
    const [first, glitter] = itemsOf(doc)
    expect(text(first, 'description')).toBe('A study in <silence>.')
    expect(Array.from(first.getElementsByTagNameNS(DC, 'creator')).map((c) => c.textContent)).toEqual(['Ms. Rivera'])
    expect(Array.from(glitter.getElementsByTagNameNS(DC, 'creator')).map((c) => c.textContent)).toEqual([
      'Ms. Rivera',
      'Mr. Okafor',
    ])
    const cat = first.getElementsByTagName('category')[0]
    expect(cat.textContent).toBe('Classroom Life')
    expect(cat.getAttribute('domain')).toBe(`${O}/category/classroom-life`)
    const enclosure = first.getElementsByTagName('enclosure')[0]
    expect(enclosure.getAttribute('url')).toBe(`${O}/api/media/file/bell-1200x630.jpg`)
    expect(enclosure.getAttribute('type')).toBe('image/jpeg')
    expect(enclosure.getAttribute('length')).toBe('4321')
    expect(glitter.getElementsByTagName('enclosure')).toHaveLength(0)
    // RSS's <author> must be an e-mail address; names go in dc:creator instead.
    expect(first.getElementsByTagName('author')).toHaveLength(0)
  })

  it('escapes hostile text', () => {
    const nasty = post({ title: 'Ends ]]> here </title><x>', excerpt: '<script>alert(1)</script> & more' })
    const item = itemsOf(parse(rssFeed({ channel: siteChannel(settings), posts: [nasty], settings })))[0]
    expect(text(item, 'title')).toBe('Ends ]]> here </title><x>')
    expect(text(item, 'description')).toBe('<script>alert(1)</script> & more')
  })

  it('is valid with no posts', () => {
    const empty = parse(
      rssFeed({ channel: siteChannel(null), posts: [], settings: null, now: new Date('2030-01-01T00:00:00Z') }),
    )
    expect(itemsOf(empty)).toHaveLength(0)
    expect(text(channelOf(empty), 'lastBuildDate')).toBe('Tue, 01 Jan 2030 00:00:00 GMT')
  })
})

describe('channels', () => {
  it('describe a category, an author and a series', () => {
    expect(channelFor('categories', category, settings)).toEqual({
      title: 'Classroom Life | Staffroom',
      description: 'The latest Classroom Life articles from Staffroom.',
      path: '/category/classroom-life',
      feedPath: '/feeds/category/classroom-life.xml',
    })
    expect(channelFor('authors', author, settings)).toMatchObject({
      title: 'Ms. Rivera | Staffroom',
      path: '/author/7',
      feedPath: '/feeds/author/7.xml',
    })
    expect(channelFor('originals', original, settings)).toMatchObject({
      title: 'Lunch Duty Diaries | Staffroom',
      description: 'Tales from the cafeteria',
      feedPath: feedPathOf('originals', { slug: 'lunch-duty-diaries' }),
    })
  })

  it('exist only for types whose descriptor has a feed', () => {
    expect(channelFor('posts', post(), settings)).toBeNull()
  })

  it('link back to their own page and feed', () => {
    const channel = channelOf(
      parse(rssFeed({ channel: channelFor('categories', category, settings)!, posts: [post()], settings })),
    )
    expect(text(channel, 'link')).toBe(`${O}/category/classroom-life`)
    expect(channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0].getAttribute('href')).toBe(
      `${O}/feeds/category/classroom-life.xml`,
    )
  })
})

describe('parseFeedFile', () => {
  it('accepts known kinds with a well-formed key', () => {
    expect(parseFeedFile('category', 'classroom-life.xml')).toEqual({ type: 'categories', key: 'classroom-life' })
    expect(parseFeedFile('author', '7.xml')).toEqual({ type: 'authors', key: '7' })
    expect(parseFeedFile('original', 'lunch-duty-diaries.xml')).toEqual({ type: 'originals', key: 'lunch-duty-diaries' })
  })

  it('refuses unknown kinds and odd keys', () => {
    expect(parseFeedFile('tag', 'x.xml')).toBeNull()
    expect(parseFeedFile('category', 'classroom-life')).toBeNull()
    expect(parseFeedFile('author', 'rivera.xml')).toBeNull()
    expect(parseFeedFile('category', '..%2F.xml')).toBeNull()
    expect(parseFeedFile('category', '.xml')).toBeNull()
  })
})
