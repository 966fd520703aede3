/** The meme gallery (load more, category filter), a single meme (previous/next, download), saving one. */
import { apiDocs, jsonLdNodes } from './support/content'
import { expect, test } from './support/fixtures'
import { signUpByApi, useToken } from './support/members'

const PAGE_SIZE = 12
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').locator('ul.grid > li')

test('"Load more" appends the next page, keeps it in the address, and a refresh shows the same memes', async ({
  page,
}) => {
  await page.goto('/memes')
  await expect(page.locator('[data-layout="memes"] header[data-variant="memes"]')).toBeVisible()
  await expect(cards(page)).toHaveCount(PAGE_SIZE)
  const firstTitle = await cards(page).first().getByRole('heading').textContent()

  // A mark on the document: a full reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }))
  const graphql = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST')
  await page.getByRole('link', { name: 'Load more' }).click()
  expect((await graphql).postDataJSON()).toMatchObject({ operationName: 'MemesPage', variables: { page: 2 } })
  await expect(cards(page)).toHaveCount(PAGE_SIZE * 2)
  await expect(page).toHaveURL(/\/memes\?page=2$/)
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true) // appended, not reloaded
  await expect(cards(page).nth(PAGE_SIZE).getByRole('link')).toBeFocused()
  const titles = await cards(page).getByRole('heading').allTextContents()
  expect(new Set(titles).size).toBe(titles.length)

  await page.reload()
  await expect(cards(page)).toHaveCount(PAGE_SIZE * 2)
  expect(await cards(page).getByRole('heading').allTextContents()).toEqual(titles)
  expect(await cards(page).first().getByRole('heading').textContent()).toBe(firstTitle)

  // Away and back: the same page count.
  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/meme\//)
  await page.goBack()
  await expect(page).toHaveURL(/\/memes\?page=2$/)
  await expect(cards(page)).toHaveCount(PAGE_SIZE * 2)
})

test('without JavaScript, "Load more" is a link to the next page, rendered whole by the server', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/memes')
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '/memes?page=2')
  await page.getByRole('link', { name: 'Load more' }).click()
  await expect(page).toHaveURL(/\/memes\?page=2$/)
  await expect(cards(page)).toHaveCount(PAGE_SIZE * 2)
  await context.close()
})

test('the category filter is in the address and shows only that category', async ({ page, request }) => {
  await page.goto('/memes')
  const filter = page.getByRole('navigation', { name: 'Meme categories' })
  const chip = filter.getByRole('link').nth(1)
  const name = (await chip.textContent())!.trim()
  await chip.click()
  await expect(page).toHaveURL(/\/memes\?category=[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} memes`)
  const slug = new URL(page.url()).searchParams.get('category')!
  const [category] = await apiDocs(request, 'categories', { 'where[slug][equals]': slug })
  const expected = await apiDocs(request, 'memes', { 'where[categories][in]': String(category.id), limit: '100' })
  await expect(cards(page)).toHaveCount(Math.min(expected.length, PAGE_SIZE))
  for (const label of await cards(page).locator('p').allTextContents()) expect(label).toBe(name)

  expect((await page.request.get('/memes?category=no-such-category')).status()).toBe(404)
})

test('a meme: picture with its alt text, its words, previous and next, download, 404 for unknown slugs', async ({
  page,
  request,
}) => {
  const memes = await apiDocs(request, 'memes', { sort: '-publishedAt', limit: '3', depth: '1' })
  const [newest, middle, older] = memes
  await page.goto(`/meme/${middle.slug}`)
  await expect(page.locator('[data-layout="single_meme"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(middle.title))
  const image = middle.image as { alt: string; url: string; filename: string }
  await expect(page.getByRole('img', { name: image.alt })).toBeVisible()
  await expect(page.getByText(String(middle.transcript).split('\n')[0])).toBeVisible()

  const download = page.getByRole('link', { name: 'Download the image' })
  await expect(download).toHaveAttribute('href', `/api/media/file/${image.filename}`)
  await expect(download).toHaveAttribute('download', /\.png$/)
  const file = await page.request.get((await download.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')

  await expect(page.getByRole('button', { name: /Save this meme for later/ })).toBeVisible()
  const ld = (await jsonLdNodes(page)).find((n) => n['@type'] === 'ImageObject')
  expect(ld).toMatchObject({
    name: middle.title,
    caption: middle.transcript,
    contentUrl: expect.stringContaining(image.filename),
  })

  const nav = page.getByRole('navigation', { name: 'More memes' })
  await nav.getByRole('link', { name: /Next meme/ }).click()
  await expect(page).toHaveURL(new RegExp(`/meme/${newest.slug}$`))
  await expect(
    page.getByRole('navigation', { name: 'More memes' }).getByRole('link', { name: /Next meme/ }),
  ).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'More memes' })
    .getByRole('link', { name: /Previous meme/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/meme/${middle.slug}$`))
  await expect(nav.getByRole('link', { name: /Previous meme/ })).toContainText(String(older.title))

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(new RegExp(`/meme/${middle.slug}$`))
  expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toBeTruthy()

  expect((await page.request.get('/meme/no-such-meme')).status()).toBe(404)
  expect((await page.request.get('/meme')).status()).toBe(200)
})

test('a member saves a meme and finds it on /account with its words', async ({ page, request, baseURL }) => {
  const [meme] = await apiDocs(request, 'memes', { sort: 'publishedAt', limit: '1' })
  const { token } = await signUpByApi(request, 'Meme Keeper')
  await useToken(page, baseURL!, token)
  await page.goto(`/meme/${meme.slug}`)
  const save = page.getByRole('button', { name: /Save(d)? this meme for later/ })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  // Optimistic: pressed at once; not busy once the server has stored it.
  await expect(save).toHaveAttribute('aria-busy', 'false')

  await page.goto('/account')
  const saved = page.getByRole('list', { name: 'Saved items' })
  await expect(saved.getByRole('link', { name: String(meme.title) })).toHaveAttribute('href', `/meme/${meme.slug}`)
  await expect(saved.getByText(String(meme.transcript).split('\n')[0])).toBeVisible()
})

test('on a phone (390 px) each meme has the whole width, on gallery and meme pages alike', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/memes', null]) {
    if (path) await page.goto(path)
    else await cards(page).first().getByRole('link').click()
    const pictures = page.getByRole('main').locator('ul.grid > li img')
    await expect(pictures.first()).toBeVisible()
    const widths = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width))
    expect(widths.length).toBeGreaterThan(0)
    // One column: a meme's lettering keeps its size (two columns drew it at about 7 px).
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(330)
  }
})
