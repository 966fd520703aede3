/** Page metadata and structured data (JSON-LD) as the browser receives them. */
import type { Page } from '@playwright/test'

import { apiDocs, apiGlobal, jsonLdNodes, ofType, someArticle } from './support/content'
import { expect, test } from './support/fixtures'

const SLOGAN = 'Celebrating Educators Every Day.'
const meta = (page: Page, attr: 'name' | 'property', key: string) => page.locator(`head meta[${attr}="${key}"]`).first()

test('home page: default title, description, social cards, favicon and language', async ({ page, request }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(`Staffroom | ${SLOGAN}`)
  await expect(meta(page, 'name', 'description')).toHaveAttribute('content', SLOGAN)
  await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'website')
  await expect(meta(page, 'property', 'og:site_name')).toHaveAttribute('content', 'Staffroom')
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+/)
  await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const icon = page.locator('head link[rel="icon"][href^="/favicon.ico"]')
  expect(await icon.count(), 'link rel=icon to /favicon.ico').toBeGreaterThanOrEqual(1)
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\//)
  expect((await favicon.body()).length).toBeGreaterThan(0)

  // The og:image is a real image on this server.
  const ogImage = await meta(page, 'property', 'og:image').getAttribute('content')
  const image = await request.get(ogImage!)
  expect(image.status(), `og:image ${ogImage}`).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\//)
})

test('home page: WebSite with SearchAction and Organization JSON-LD', async ({ page }) => {
  await page.goto('/')
  const nodes = await jsonLdNodes(page)
  const [website] = ofType(nodes, 'WebSite')
  expect(website, 'WebSite node').toBeTruthy()
  const action = website.potentialAction as Record<string, unknown> | Record<string, unknown>[]
  const actions = Array.isArray(action) ? action : [action]
  const search = actions.find((a) => a?.['@type'] === 'SearchAction')
  expect(search, 'SearchAction').toBeTruthy()
  expect(JSON.stringify(search)).toContain('{search_term_string}')
  const [organization] = ofType(nodes, 'Organization')
  expect(organization, 'Organization node').toBeTruthy()
  expect(organization.name).toBe('Staffroom')
})

test('article page: its own title, description, og:type article, canonical; Article and BreadcrumbList JSON-LD', async ({ page, request }) => {
  const post = await someArticle(request)
  const settings = await apiGlobal<{ brandName?: string }>(request, 'site-settings')
  const brand = settings.brandName?.trim() || 'Staffroom'
  const seo = (post.meta ?? {}) as { title?: string | null; description?: string | null }
  const title = seo.title?.trim() || String(post.title)
  const description = seo.description?.trim() || String(post.excerpt)

  const response = await page.goto(`/post/${post.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${title} | ${brand}`)
  await expect(meta(page, 'name', 'description')).toHaveAttribute('content', description)
  await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'article')
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /^https?:\/\//)
  const canonical = page.locator('head link[rel="canonical"]')
  await expect(canonical).toHaveCount(1)
  const href = await canonical.getAttribute('href')
  expect(href).toMatch(/^https?:\/\//)
  expect(new URL(href!).pathname).toBe(`/post/${post.slug}`)

  const nodes = await jsonLdNodes(page)
  const [article] = [...ofType(nodes, 'Article'), ...ofType(nodes, 'NewsArticle'), ...ofType(nodes, 'BlogPosting')]
  expect(article, 'Article node').toBeTruthy()
  expect(article.headline).toBe(post.title)
  const [crumbs] = ofType(nodes, 'BreadcrumbList')
  expect(crumbs, 'BreadcrumbList node').toBeTruthy()
  const items = crumbs.itemListElement as { name?: string; item?: unknown }[]
  expect(items.length).toBeGreaterThanOrEqual(2)
  expect(items.at(-1)?.name).toBe(post.title)
})

test('author page: Person JSON-LD', async ({ page, request }) => {
  const [author] = await apiDocs(request, 'authors', { sort: 'id', limit: '1' })
  await page.goto(`/author/${author.id}`)
  const people = ofType(await jsonLdNodes(page), 'Person')
  expect(people.map((p) => p.name), 'Person nodes').toContain(author.name)
})

test('list pages are a CollectionPage (search: a SearchResultsPage) listing what they show, in order', async ({
  page,
  request,
}) => {
  const [category] = await apiDocs(request, 'categories', { sort: 'id' })
  const [series] = await apiDocs(request, 'originals', { sort: 'id' })
  const [day] = await apiDocs(request, 'faves', { sort: '-slug', limit: '1' })
  const lists = [
    // `items`: the page's own list, whose entries each lead with their link.
    { path: `/category/${category.slug}`, type: 'CollectionPage', items: 'main ul.grid > li' },
    { path: `/original/${series.slug}`, type: 'CollectionPage', items: 'main ul.grid > li' },
    { path: '/giveaways', type: 'CollectionPage', items: 'main section ul > li' },
    { path: `/faves-of-the-day/${day.slug}`, type: 'CollectionPage', items: null },
    { path: '/search?q=teacher', type: 'SearchResultsPage', items: 'main h2 + ol > li' },
  ]
  for (const { path, type, items } of lists) {
    await page.goto(path)
    const [node] = ofType(await jsonLdNodes(page), type)
    expect(node, `${path}: a ${type}`).toBeTruthy()
    expect(node.name, path).toBe((await page.locator('main h1').textContent())?.trim())
    const list = node.mainEntity as { '@type': string; numberOfItems: number; itemListElement: { position: number; url: string }[] }
    expect(list['@type']).toBe('ItemList')
    expect(list.numberOfItems, `${path} lists something`).toBeGreaterThan(0)
    expect(list.itemListElement.map((item) => item.position)).toEqual(list.itemListElement.map((_, i) => i + 1))
    if (!items) continue
    const shown = await page
      .locator(items)
      .evaluateAll((lis) => lis.flatMap((li) => li.querySelector('a')?.href ?? []))
    expect(list.itemListElement.map((item) => new URL(item.url).pathname), path).toEqual(
      shown.map((href) => new URL(href).pathname),
    )
  }
})
