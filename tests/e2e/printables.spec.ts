/** Printables: the list and its filters, a printable (previews, downloads counted), the popup block. */
import { apiDocs, jsonLdNodes } from './support/content'
import { expect, test } from './support/fixtures'

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').locator('ul.grid > li')

test('the grade and subject filters are a form whose answer is in the address', async ({ page, request }) => {
  await page.goto('/printables')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printables')
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Subject' }).selectOption('math')
  await page.getByRole('combobox', { name: 'Grade' }).selectOption('grade-3')
  await page.getByRole('button', { name: 'Show printables' }).click()
  await expect(page).toHaveURL(/\/printables\?grade=grade-3&subject=math$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Math printables for Grade 3')
  const expected = await apiDocs(request, 'printables', {
    'where[subjects][in]': 'math',
    'where[grades][in]': 'grade-3',
    limit: '50',
  })
  expect(expected.length).toBeGreaterThan(0)
  await expect(cards(page)).toHaveCount(expected.length)
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('math')

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/printables$/)
  expect((await page.request.get('/printables?grade=grade-13')).status()).toBe(404)
  expect((await page.request.get('/printables?subject=alchemy')).status()).toBe(404)
  expect((await page.request.get('/printables?page=99')).status()).toBe(404)
})

test('filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/printables')
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('music')
  await page.getByRole('button', { name: 'Show printables' }).click()
  await expect(page).toHaveURL(/subject=music/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music printables')
  await context.close()
})

test('a printable: previews of every page, details, downloads that are PDF attachments and are counted once', async ({
  browser,
  request,
}) => {
  // Visitors of their own: the count is once per visitor a day.
  const visitor = () => browser.newContext({ userAgent: `e2e-printables-${Date.now()}-${Math.random()}` })
  const context = await visitor()
  const page = await context.newPage()
  const [printable] = await apiDocs(request, 'printables', { 'where[slug][equals]': 'staffroom-bingo', depth: '1' })
  await page.goto('/printable/staffroom-bingo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staffroom bingo')
  const previews = printable.previews as { alt: string }[]
  for (const preview of previews) await expect(page.getByRole('img', { name: preview.alt })).toBeVisible()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()

  const letter = page.getByRole('link', { name: /^↓?\s*Download \(Letter, 2 pages, PDF \d+ kB\)$/ })
  await expect(letter).toHaveAttribute('href', '/printable/staffroom-bingo/download/letter')
  await expect(page.getByRole('link', { name: /Download \(A4, 2 pages, PDF/ })).toBeVisible()
  const count = async () => Number(/\d+/.exec((await page.getByTestId('download-count').textContent())!)![0])

  const download = page.waitForEvent('download')
  await letter.click()
  expect((await download).suggestedFilename()).toBe('staffroom-bingo-letter.pdf')
  const file = await page.request.get('/printable/staffroom-bingo/download/letter')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="staffroom-bingo-letter\.pdf"/)
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The count shows (a counted download expires the page); the same visitor again changes nothing.
  await page.reload()
  const counted = await count()
  expect(counted).toBeGreaterThan(0)
  await page.request.get('/printable/staffroom-bingo/download/a4')
  await page.request.get('/printable/staffroom-bingo/download/letter')
  await page.reload()
  expect(await count()).toBe(counted + 1) // the A4 file is another file: one more
  const other = await visitor()
  expect((await other.request.get('/printable/staffroom-bingo/download/letter')).status()).toBe(200)
  await other.close()
  await page.reload()
  expect(await count()).toBe(counted + 2)

  const ld = (await jsonLdNodes(page)).find((n) => n['@type'] === 'DigitalDocument')
  expect(ld).toMatchObject({ name: 'Staffroom bingo' })
  // numberOfPages belongs to Book in schema.org, not to DigitalDocument.
  expect(ld).not.toHaveProperty('numberOfPages')
  await expect(page.getByRole('button', { name: /Save this printable for later/ })).toBeVisible()

  expect((await page.request.get('/printable/no-such-printable')).status()).toBe(404)
  expect((await page.request.get('/printable/staffroom-bingo/download/legal')).status()).toBe(404)
  expect((await page.request.get('/printable/ta-da-list/download/a4')).status()).toBe(404)
  expect((await page.request.get('/printable')).status()).toBe(200)
  await context.close()
})

test('the printable popup opens a dialog from the keyboard, with previews and downloads, and gives focus back', async ({
  page,
}) => {
  await page.goto('/back-to-school')
  const button = page.getByRole('button', { name: 'Preview and download: First day back bingo' })
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'First day back bingo' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img')).toHaveCount(2)
  await expect(dialog.getByRole('link', { name: /Download \(Letter, 2 pages, PDF/ })).toHaveAttribute(
    'href',
    '/printable/first-day-back-bingo/download/letter',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})
