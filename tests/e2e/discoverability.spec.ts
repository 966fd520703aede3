/** robots.txt, the sitemap index and its per-type sitemaps, and the RSS feeds. */
import type { APIRequestContext } from '@playwright/test'

import { apiDocs, seeded, TEST_PREFIX } from './support/content'
import { expect, test } from './support/fixtures'

const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?\\s*</${tag}>`, 'g'))].map((m) =>
    m[1].replace(/&amp;/g, '&').trim(),
  )

async function getXml(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), `status of ${path}`).toBe(200)
  expect(response.headers()['content-type'], `content type of ${path}`).toMatch(/xml/)
  const text = await response.text()
  expect(text.trimStart().startsWith('<?xml'), `${path} is an XML document`).toBe(true)
  return text
}

test('robots.txt keeps bots out of /admin and /api and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  const disallowed = [...text.matchAll(/^Disallow:\s*(\S+)/gim)].map((m) => m[1])
  expect(disallowed.some((p) => p === '/admin' || p === '/admin/'), `Disallow /admin in:\n${text}`).toBe(true)
  expect(disallowed.some((p) => p === '/api' || p === '/api/'), `Disallow /api in:\n${text}`).toBe(true)
  const sitemaps = [...text.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => m[1])
  expect(sitemaps).toContain(`${baseURL}/sitemap.xml`)
})

test('/sitemap.xml lists the per-type sitemaps, whose absolute locations answer 200', async ({ request, baseURL }) => {
  const index = await getXml(request, '/sitemap.xml')
  expect(index).toContain('<sitemapindex')
  const children = tagValues(index, 'loc')
  for (const type of ['posts', 'pages', 'categories', 'authors']) {
    expect(children, `the index lists the ${type} sitemap`).toContain(`${baseURL}/sitemaps/${type}.xml`)
  }

  const [post] = await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '1' })
  for (const child of children) {
    expect(child.startsWith(`${baseURL}/`), `${child} is absolute on this site`).toBe(true)
    const xml = await getXml(request, new URL(child).pathname)
    expect(xml).toContain('<urlset')
    const locs = tagValues(xml, 'loc')
    expect(locs.length, `${child} lists URLs`).toBeGreaterThan(0)
    for (const loc of locs) expect(loc, `a <loc> of ${child}`).toMatch(/^https?:\/\/[^/]+\//)
    if (child.endsWith('/sitemaps/posts.xml')) expect(locs).toContain(`${baseURL}/post/${post.slug}`)
    // A sample of each file: first, middle and last (not articles other tests are creating).
    const stable = locs.filter((loc) => !loc.includes(`/${TEST_PREFIX}`))
    const sample = [...new Set([stable[0], stable[Math.floor(stable.length / 2)], stable.at(-1)!])]
    for (const loc of sample) {
      expect(loc.startsWith(`${baseURL}/`), `${loc} points at this site`).toBe(true)
      const response = await request.get(new URL(loc).pathname, { maxRedirects: 0 })
      expect(response.status(), `status of ${loc}`).toBe(200)
    }
  }
})

async function expectFeed(request: APIRequestContext, path: string, baseURL: string, mustContain?: string) {
  const xml = await getXml(request, path)
  expect(xml, `${path} is RSS 2.0`).toMatch(/<rss[^>]*version="2\.0"/)
  expect(xml).toContain('<channel>')
  const items = xml.split('<item>').slice(1)
  expect(items.length, `${path} has items`).toBeGreaterThan(0)
  const links = items.map((item) => tagValues(item, 'link')[0] ?? '')
  for (const link of links) expect(link, `an item link of ${path}`).toMatch(new RegExp(`^${baseURL}/post/[^/]+$`))
  for (const item of items) expect(tagValues(item, 'title')[0], `an item title of ${path}`).toBeTruthy()
  if (mustContain) expect(links).toContain(`${baseURL}/post/${mustContain}`)
}

test('RSS: the site feed lists articles', async ({ request, baseURL }) => {
  await expectFeed(request, '/feed.xml', baseURL!)
})

test('RSS: a category feed lists the articles of that category', async ({ request, baseURL }) => {
  for (const category of await apiDocs(request, 'categories', { sort: 'id' })) {
    const [post] = seeded(await apiDocs(request, 'posts', { 'where[categories][in]': String(category.id), sort: '-publishedAt', limit: '5' }))
    if (!post) continue
    await expectFeed(request, `/feeds/category/${category.slug}.xml`, baseURL!, String(post.slug))
    return
  }
  throw new Error('no category with articles')
})

test('RSS: an author feed lists the articles of that author', async ({ request, baseURL }) => {
  for (const author of await apiDocs(request, 'authors', { sort: 'id' })) {
    const [post] = seeded(await apiDocs(request, 'posts', { 'where[authors][in]': String(author.id), sort: '-publishedAt', limit: '5' }))
    if (!post) continue
    await expectFeed(request, `/feeds/author/${author.id}.xml`, baseURL!, String(post.slug))
    return
  }
  throw new Error('no author with articles')
})

test('RSS: a feed of an unknown category is a 404', async ({ request }) => {
  expect((await request.get('/feeds/category/no-such-category.xml')).status()).toBe(404)
})
