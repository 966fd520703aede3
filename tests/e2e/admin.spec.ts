/**
 * The admin as an editorial team sees it: nothing loads from another host (Payload's default
 * avatar came from Gravatar, which also learned a hash of each editor's email), and a document
 * shows who created it by name, also to a colleague who did not.
 */
import { staffContext, uniqueSlug } from './support/cms'
import { seeded } from './support/content'
import { ACCOUNTS, runtime } from './support/env'
import { expect, test } from './support/fixtures'

test('a contributor sees the name of the editor who created an article, and nothing loads from elsewhere', async ({
  browser,
  editorApi,
}) => {
  test.setTimeout(120_000) // the admin is the heaviest page of the site
  const { baseURL } = runtime()
  const editor = ((await (await editorApi.get('/api/users/me')).json()) as { user: { id: number; name: string } }).user
  const { docs } = (await (
    await editorApi.get(`/api/posts?depth=0&limit=50&where[createdBy][equals]=${editor.id}`)
  ).json()) as {
    docs: { id: number; slug: string }[]
  }
  const [post] = seeded(docs)
  expect(post, 'an article the editor created').toBeTruthy()

  const context = await staffContext(browser, ACCOUNTS.contributor)
  const page = await context.newPage()
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  try {
    await page.goto(`/admin/collections/posts/${post.id}`)
    const createdBy = page.locator('.field-type.relationship').filter({ hasText: 'Created By' })
    // The label comes from a second request, after the form has rendered.
    await expect(createdBy).toContainText(editor.name, { timeout: 30_000 })
    await expect(createdBy).not.toContainText('Untitled')
    // The account button in the admin's navigation shows Payload's built-in picture.
    await expect(page.locator('svg.graphic-account').first()).toBeVisible()
    await expect(page.locator('img.gravatar-account')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(elsewhere, 'requests to other hosts').toEqual([])
  } finally {
    await context.close()
  }
})

test('an editor who opens the admin at 127.0.0.1 (not SERVER_URL’s localhost) signs in and saves', async ({
  browser,
  cms,
}) => {
  test.setTimeout(120_000)
  const { baseURL, password } = runtime()
  const other = new URL(baseURL)
  expect(other.hostname, 'the e2e server runs at localhost').toBe('localhost')
  other.hostname = '127.0.0.1'
  const slug = uniqueSlug('admin-at-loopback')
  const post = await cms.createPost({ title: 'Opened at another address', slug, status: 'draft' })

  const context = await browser.newContext({ baseURL: other.origin })
  const page = await context.newPage()
  try {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ACCOUNTS.editor)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

    await page.goto(`/admin/collections/posts/${post.id}`)
    const title = page.locator('#field-title')
    await expect(title).toHaveValue('Opened at another address', { timeout: 30_000 })
    // Articles save drafts by themselves (autosave): the stored draft follows the typing.
    await title.fill('Saved from 127.0.0.1')
    await expect
      .poll(async () => (await cms.find('posts', { 'where[id][equals]': String(post.id) }, { draft: true }))[0]?.title)
      .toBe('Saved from 127.0.0.1')
  } finally {
    await context.close()
  }
})

test('the home page: a saved draft stays off the site until published; each section row says what it is', async ({
  browser,
  editorApi,
  request,
}) => {
  test.setTimeout(120_000)
  const live = (await (await editorApi.get('/api/globals/home?depth=0')).json()) as {
    sections: { blockType: string; heading?: string | null }[]
  }
  const index = live.sections.findIndex((s) => typeof s.heading === 'string' && s.heading.length > 0)
  expect(index, 'a seeded section with a heading').toBeGreaterThanOrEqual(0)
  const published = live.sections[index].heading!
  const drafted = `${published} (draft ${Date.now().toString(36)})`
  const sections = live.sections.map((s, i) => (i === index ? { ...s, heading: drafted } : s))

  const saved = await editorApi.post('/api/globals/home?draft=true', { data: { sections } })
  expect(saved.ok(), await saved.text()).toBe(true)
  // Visitors, the API and the page alike: still the published heading.
  const visitor = (await (await request.get('/api/globals/home?draft=true&depth=0')).json()) as typeof live
  expect(visitor.sections[index].heading).toBe(published)
  const html = await (await request.get('/')).text()
  expect(html).not.toContain(drafted)
  const staff = (await (await editorApi.get('/api/globals/home?draft=true&depth=0')).json()) as typeof live
  expect(staff.sections[index].heading).toBe(drafted)

  const context = await staffContext(browser, ACCOUNTS.editor)
  const page = await context.newPage()
  try {
    await page.goto('/admin/globals/home')
    const rows = page.locator('.blocks-field__rows .blocks-field__block-header')
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
    await expect(rows).toHaveCount(live.sections.length)
    await expect(rows.nth(index)).toContainText(`${String(index + 1).padStart(2, '0')} · `)
    await expect(rows.nth(index)).toContainText(drafted)
    await expect(page.locator('.blocks-field__rows')).not.toContainText('Untitled')
    await expect(page.getByRole('button', { name: /Publish changes/ })).toBeVisible()
  } finally {
    await context.close()
    // What visitors see never changed: publish it again, so the newest version is the live one.
    const restored = await editorApi.post('/api/globals/home', { data: { sections: live.sections, _status: 'published' } })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})

test('"Create New" left untouched leaves no draft behind; scheduling a never-published draft starts on Publish', async ({
  browser,
  cms,
}) => {
  test.setTimeout(120_000)
  const context = await staffContext(browser, ACCOUNTS.editor)
  const page = await context.newPage()
  try {
    // The edit view makes the draft at once (autosave needs somewhere to save) and opens it.
    await page.goto('/admin/collections/posts/create')
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/, { timeout: 30_000 })
    const id = Number(new URL(page.url()).pathname.split('/').at(-1))
    await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
    expect(await cms.find('posts', { 'where[id][equals]': String(id) }, { draft: true })).toHaveLength(1)

    // Leaving it for the list (the breadcrumb) without typing discards it.
    const discarded = page.waitForResponse((response) => response.url().includes(`/api/posts/${id}/discard-blank`))
    await page.locator('.step-nav').getByRole('link', { name: 'Articles' }).click()
    expect((await discarded).status()).toBe(200)
    expect(await cms.find('posts', { 'where[id][equals]': String(id) }, { draft: true })).toEqual([])
    await page.reload()
    await expect(page.locator('.table')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator(`a[href="/admin/collections/posts/${id}"]`)).toHaveCount(0)

    // A saved draft that was never published: the schedule drawer offers Publish, not Unpublish.
    const draft = await cms.createPost({ title: 'To go out on Friday', slug: uniqueSlug('scheduled'), status: 'draft' })
    await page.goto(`/admin/collections/posts/${draft.id}`)
    await expect(page.locator('#field-title')).toHaveValue('To go out on Friday', { timeout: 30_000 })
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const types = page.locator(`input[type="radio"][name="schedule-publish-${draft.id}-type"]`)
    await expect(types).toHaveCount(2)
    await expect(types.nth(0)).toBeChecked()
    await expect(types.nth(1)).not.toBeChecked()
    await expect(page.locator('.schedule-publish__type')).toContainText('Publish')
  } finally {
    await context.close()
  }
})
