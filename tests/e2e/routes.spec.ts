/**
 * Every public route renders the content the CMS holds (titles read through the REST API, never
 * hard-coded), answers 200, and the index pages list their documents.
 */
import type { Page } from '@playwright/test'

import { apiDoc, apiDocs, apiGlobal, FIXED_PAGES, seeded, type PublicDoc } from './support/content'
import { expect, test } from './support/fixtures'
import { withLock } from './support/lock'

async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(response, `response for ${path}`).not.toBeNull()
  expect(response!.status(), `status of ${path}`).toBe(200)
}

const h1 = (page: Page) => page.locator('main h1')

/** The hrefs of article links in the page's main content, in order, without duplicates. */
async function articleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/post/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

test.describe('fixed CMS pages', () => {
  for (const slug of FIXED_PAGES) {
    test(`/${slug} shows the CMS page's title as its h1`, async ({ page, request }) => {
      const doc = await apiDoc(request, 'pages', slug)
      await visit(page, `/${slug}`)
      await expect(h1(page)).toHaveText(String(doc.title))
    })
  }
})

test('/ shows the home sections the CMS arranges', async ({ page, request }) => {
  type Section = {
    blockType: string
    heading?: string | null
    text?: string | null
    lead?: number | null
    side?: number[] | null
  }
  const home = await apiGlobal<{ sections?: Section[] }>(request, 'home')
  const sections = home.sections ?? []
  expect(sections.length, 'the seed arranges home sections').toBeGreaterThan(0)
  const sponsored = await apiDocs(request, 'posts', { 'where[sponsored][equals]': 'true', limit: '1' })
  await visit(page, '/')
  for (const section of sections) {
    if (section.blockType === 'header') {
      // The top stories have no heading of their own: each story the editor picked is linked.
      const picked = [section.lead, ...(section.side ?? [])].filter((id): id is number => typeof id === 'number')
      expect(picked.length, 'the seed picks top stories').toBeGreaterThan(0)
      for (const id of picked) {
        const post = (await (await request.get(`/api/posts/${id}?depth=0`)).json()) as PublicDoc
        await expect(page.locator(`main a[href="/post/${post.slug}"]`).first(), `top story ${post.slug}`).toBeVisible()
      }
      continue
    }
    const heading = section.blockType === 'heading' ? section.text : section.heading
    expect(heading, `the ${section.blockType} section has a heading`).toBeTruthy()
    const shown = page.getByRole('heading', { name: heading!, exact: true })
    // The partners' row shows only while there are sponsored articles.
    if (section.blockType === 'sponsored' && sponsored.length === 0) await expect(shown).toHaveCount(0)
    else await expect(shown.first(), `the ${section.blockType} section "${heading}"`).toBeVisible()
  }
  expect((await articleLinks(page)).length, 'articles linked from the home page').toBeGreaterThanOrEqual(6)
})

test('/post/{slug} shows the article', async ({ page, request }) => {
  const [post] = await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '1' })
  await visit(page, `/post/${post.slug}`)
  await expect(h1(page)).toHaveText(String(post.title))
  await expect(page.locator('main')).toContainText(String(post.excerpt))
})

test('/post lists articles and paginates with ?page=N', async ({ page }) => {
  // No article may be published between reading page 1 and page 2 (see support/lock.ts).
  await withLock('article-list', async () => {
    await visit(page, '/post')
    const first = await articleLinks(page)
    expect(first.length, 'articles on /post').toBeGreaterThanOrEqual(12)
    const next = page.locator('main a[href="/post?page=2"]').first()
    await expect(next, 'page 1 links to page 2').toBeVisible()

    await visit(page, '/post?page=2')
    const second = await articleLinks(page)
    expect(second.length, 'articles on /post?page=2').toBeGreaterThan(0)
    // Related links are not on the index: every article of page 2 is new.
    expect(second.filter((href) => first.includes(href)), 'articles on both page 1 and page 2').toEqual([])
    await expect(page.locator('main a[href="/post"]').first(), 'page 2 links back to page 1').toBeAttached()
  })
})

test('/category lists the categories', async ({ page, request }) => {
  const categories = await apiDocs(request, 'categories')
  const top = categories.filter((c) => !c.parent)
  expect(top.length).toBeGreaterThan(0)
  await visit(page, '/category')
  for (const c of top) {
    await expect(page.locator(`main a[href="/category/${c.slug}"]`).first()).toHaveText(String(c.title))
  }
  await expect(page.locator('main a[href="/category/originals"]').first()).toBeVisible()
})

test('/category/{slug} shows the category and its articles', async ({ page, request }) => {
  const categories = await apiDocs(request, 'categories')
  // A category that has articles of its own.
  let chosen: { category: PublicDoc; posts: PublicDoc[] } | null = null
  for (const category of categories) {
    const posts = seeded(await apiDocs(request, 'posts', { 'where[categories][in]': String(category.id), limit: '6', sort: '-publishedAt' }))
    if (posts.length > 0) {
      chosen = { category, posts }
      break
    }
  }
  expect(chosen, 'a category with articles').not.toBeNull()
  const { category, posts } = chosen!
  await visit(page, `/category/${category.slug}`)
  await expect(h1(page)).toHaveText(String(category.title))
  const links = await articleLinks(page)
  expect(links).toContain(`/post/${posts[0].slug}`)
})

test('/category/originals and /original list the original series', async ({ page, request }) => {
  const originals = await apiDocs(request, 'originals')
  expect(originals.length, 'the seed has original series').toBeGreaterThanOrEqual(2)
  for (const path of ['/category/originals', '/original']) {
    await visit(page, path)
    await expect(h1(page)).toBeVisible()
    for (const series of originals) {
      await expect(page.locator(`main a[href="/original/${series.slug}"]`).first(), `${path} links ${series.slug}`).toBeVisible()
    }
  }
})

test('/original/{slug} lists its parts oldest first, numbered; each part links the one before and after', async ({ page, request }) => {
  const [series] = await apiDocs(request, 'originals', { sort: 'id' })
  const parts = await apiDocs(request, 'posts', {
    'where[original][equals]': String(series.id),
    'where[_status][equals]': 'published',
    sort: 'publishedAt',
    limit: '12',
  })
  expect(parts.length, 'the series has at least three parts').toBeGreaterThanOrEqual(3)
  await visit(page, `/original/${series.slug}`)
  await expect(h1(page)).toHaveText(String(series.title))
  const cards = page.getByRole('main').locator('ul.grid > li')
  await expect(cards).toHaveCount(parts.length)
  for (const [i, part] of parts.entries()) {
    await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', `/post/${part.slug}`)
    await expect(cards.nth(i)).toContainText(`Part ${i + 1}`)
  }

  const middle = 1
  await visit(page, `/post/${parts[middle].slug}`)
  await expect(page.getByRole('main')).toContainText(`Part ${middle + 1} of ${parts.length}`)
  const nav = page.getByRole('navigation', { name: `${series.title}: other parts` })
  await expect(nav.getByRole('link', { name: /Previous: part 1/ })).toHaveAttribute('href', `/post/${parts[0].slug}`)
  await expect(nav.getByRole('link', { name: /Next: part 3/ })).toHaveAttribute('href', `/post/${parts[2].slug}`)
  await visit(page, `/post/${parts[0].slug}`)
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /Next: part 2/ })).toHaveAttribute('href', `/post/${parts[1].slug}`)
})

test('/author lists the authors', async ({ page, request }) => {
  const authors = await apiDocs(request, 'authors')
  expect(authors.length).toBeGreaterThanOrEqual(5)
  await visit(page, '/author')
  for (const a of authors) {
    await expect(page.locator(`main a[href="/author/${a.id}"]`).first()).toHaveText(String(a.name))
  }
})

test('/author/{id} shows the author and their articles', async ({ page, request }) => {
  const authors = await apiDocs(request, 'authors', { sort: 'id' })
  let chosen: { author: PublicDoc; posts: PublicDoc[] } | null = null
  for (const author of authors) {
    const posts = seeded(await apiDocs(request, 'posts', { 'where[authors][in]': String(author.id), sort: '-publishedAt', limit: '6' }))
    if (posts.length > 0) {
      chosen = { author, posts }
      break
    }
  }
  expect(chosen, 'an author with articles').not.toBeNull()
  const { author, posts } = chosen!
  await visit(page, `/author/${author.id}`)
  await expect(h1(page)).toHaveText(String(author.name))
  expect(await articleLinks(page)).toContain(`/post/${posts[0].slug}`)
})

test('/search finds a published article by its title and links it', async ({ page, request }) => {
  const [post] = seeded(await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '5' }))
  await visit(page, `/search?q=${encodeURIComponent(String(post.title))}`)
  await expect(h1(page)).toHaveText('Search')
  await expect(page.locator(`main article a[href="/post/${post.slug}"]`).first()).toHaveText(String(post.title))
  await visit(page, '/search')
  await expect(page.getByRole('searchbox', { name: 'Search words' })).toBeVisible()
})

test('/page lists the CMS pages and /page/{slug} shows a generic page', async ({ page, request }) => {
  // The seed's pages only: other specs create and delete pages of their own while this one runs.
  const pages = seeded(await apiDocs(request, 'pages'))
  const generic = pages.filter((p) => !(FIXED_PAGES as readonly string[]).includes(String(p.slug)))
  expect(generic.length, 'the seed has generic pages').toBeGreaterThanOrEqual(2)
  await visit(page, '/page')
  for (const p of generic) {
    await expect(page.locator(`main a[href="/page/${p.slug}"]`).first()).toHaveText(String(p.title))
  }
  for (const slug of FIXED_PAGES) {
    await expect(page.locator(`main a[href="/${slug}"]`).first(), `/page links /${slug}`).toBeAttached()
  }
  for (const p of generic) {
    await visit(page, `/page/${p.slug}`)
    await expect(h1(page)).toHaveText(String(p.title))
  }
})
