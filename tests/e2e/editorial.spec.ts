/**
 * Editorial flows against the running production server: publishing, unpublishing, drafts,
 * preview, redirects and a page layout the code no longer knows. No rebuilds: every change must
 * show (or stop showing) on the very next request.
 */
import { createClient } from '@libsql/client'
import type { APIRequestContext, Page } from '@playwright/test'

import { uniqueSlug } from './support/cms'
import { apiGlobal } from './support/content'
import { runtime } from './support/env'
import { expect, test } from './support/fixtures'
import { withLock } from './support/lock'

const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status()

async function linksTo(page: Page, path: string, href: string): Promise<number> {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(200)
  return page.locator(`main a[href="${href}"]`).count()
}

test('publishing makes an article public at once; unpublishing takes it away again', async ({ cms, page, request }) => {
  const slug = uniqueSlug('publish')
  const title = `Published by the e2e suite ${slug}`
  const path = `/post/${slug}`
  // Asked for before it exists: a cached 404 must not outlive the publish.
  expect(await status(request, path)).toBe(404)

  // The article list must not change while another test compares two of its pages.
  await withLock('article-list', async () => {
    const doc = await cms.createPost({ title, slug, status: 'published' })

    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h1')).toHaveText(title)

    // The home page's "recent" section (its heading as the CMS has it) lists the new article.
    const home = await apiGlobal<{ sections?: { blockType: string; heading?: string }[] }>(request, 'home')
    const heading = home.sections?.find((s) => s.blockType === 'recent')?.heading
    expect(heading, 'the home page has a recent section').toBeTruthy()
    await page.goto('/')
    const recent = page.getByRole('region', { name: heading! })
    await expect(recent.locator(`a[href="${path}"]`).first(), 'home page lists the new article').toBeVisible()
    expect(await linksTo(page, '/post', path), '/post lists the new article').toBeGreaterThan(0)

    await cms.unpublish('posts', doc.id)
    expect(await status(request, path), 'unpublished article').toBe(404)
    expect(await linksTo(page, '/', path), 'home page after unpublishing').toBe(0)
    expect(await linksTo(page, '/post', path), '/post after unpublishing').toBe(0)
    await cms.remove('posts', doc.id)
  })
})

test('a draft is never public: not its page, not in lists, feeds or sitemaps', async ({ cms, page, request }) => {
  const slug = uniqueSlug('draft')
  const title = `Draft of the e2e suite ${slug}`
  await cms.createPost({ title, slug, status: 'draft' })

  expect(await status(request, `/post/${slug}`)).toBe(404)
  const api = await request.get(`/api/posts?where[slug][equals]=${slug}&draft=true`)
  expect(api.status()).toBe(200)
  expect(((await api.json()) as { docs: unknown[] }).docs, 'anonymous API read of the draft').toEqual([])
  for (const path of ['/', '/post', '/feed.xml', '/sitemaps/posts.xml']) {
    const body = await (await request.get(path)).text()
    expect(body, `${path} mentions the draft`).not.toContain(slug)
  }
  expect(await linksTo(page, '/post', `/post/${slug}`)).toBe(0)
})

test('a new draft of a published article does not change the public page', async ({ cms, page, request }) => {
  await withLock('article-list', async () => {
    const slug = uniqueSlug('redraft')
    const title = `Live title ${slug}`
    const doc = await cms.createPost({ title, slug, status: 'published' })
    await page.goto(`/post/${slug}`)
    await expect(page.locator('main h1')).toHaveText(title)

    await cms.update('posts', doc.id, { title: `Unpublished edit ${slug}`, _status: 'draft' }, { draft: true })
    const response = await page.goto(`/post/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h1')).toHaveText(title)
    expect(await (await request.get(`/post/${slug}`)).text()).not.toContain(`Unpublished edit ${slug}`)
    await cms.remove('posts', doc.id)
  })
})

test('preview: a signed-in editor sees the draft with the draft banner; visitors get a 404', async ({ cms, editorPage, page }) => {
  const slug = uniqueSlug('preview')
  const title = `Preview of the e2e suite ${slug}`
  await cms.createPost({ title, slug, status: 'draft' })

  const response = await editorPage.goto(`/next/preview?path=/post/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(editorPage).toHaveURL(new RegExp(`/post/${slug}$`))
  await expect(editorPage.locator('main h1')).toHaveText(title)
  await expect(editorPage.getByText('You are previewing drafts. Visitors see the published version.')).toBeVisible()
  await expect(editorPage.getByRole('link', { name: 'Exit preview' })).toBeVisible()

  const anonymous = await page.goto(`/post/${slug}`)
  expect(anonymous?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('This page could not be found')
  await expect(page.getByText('You are previewing drafts.')).toHaveCount(0)

  // Nor can a visitor switch preview on.
  const refused = await page.goto(`/next/preview?path=/post/${slug}`)
  expect(refused?.status()).toBeGreaterThanOrEqual(400)
  await expect(page.getByText(title)).toHaveCount(0)
  const again = await page.goto(`/post/${slug}`)
  expect(again?.status()).toBe(404)
})

test('seeded redirects: 301 to the survival kit, 302 to the external shop', async ({ request }) => {
  const moved = await request.get('/old-staffroom-survival-kit', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/page/staffroom-survival-kit')
  expect(await status(request, '/page/staffroom-survival-kit')).toBe(200)

  const shop = await request.get('/shop', { maxRedirects: 0 })
  expect(shop.status()).toBe(302)
  expect(shop.headers().location).toBe('https://shop.example.com/staffroom')
})

test('a redirect created through the API works at once and stops when deleted', async ({ cms, request }) => {
  const from = `/${uniqueSlug('old-address')}`
  expect(await status(request, from)).toBe(404)

  const doc = await cms.create('redirects', { from, to: { type: 'custom', url: '/about-us' }, type: '301' })
  const moved = await request.get(from, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/about-us')

  await cms.remove('redirects', doc.id)
  expect(await status(request, from)).toBe(404)
})

test('a page whose layout is unknown to the code renders with the default layout', async ({ cms, page }) => {
  const slug = uniqueSlug('retired-layout')
  const title = `Layout check ${slug}`
  const doc = await cms.create('pages', { title, slug, generateSlug: false, layout: 'page', intro: 'Before.' }, 'published')
  const path = `/page/${slug}`
  await page.goto(path)
  await expect(page.locator('[data-layout="page"]')).toHaveCount(1)

  // Publishing a trivial change expires the page's cache; the select field would refuse the
  // unknown value, so it is written with SQL right after, before anyone asks for the page again.
  await cms.publish('pages', doc.id, { intro: 'After.' })
  const db = createClient({ url: `file:${runtime().dbFile}` })
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    const updated = await db.execute({ sql: `UPDATE pages SET layout = 'retired-layout' WHERE id = ?`, args: [doc.id] })
    expect(updated.rowsAffected).toBe(1)
    await db.execute({ sql: `UPDATE _pages_v SET version_layout = 'retired-layout' WHERE parent_id = ?`, args: [doc.id] })
  } finally {
    db.close()
  }

  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('main h1')).toHaveText(title)
  await expect(page.locator('main')).toContainText('After.')
  await expect(page.locator('[data-layout="default"]')).toHaveCount(1)
  await expect(page.locator('[data-layout="page"]')).toHaveCount(0)
})
