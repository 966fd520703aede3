/**
 * Giveaways in the browser, on the seeded ones: /giveaways (open, then upcoming, then past), a
 * visitor entering an open giveaway through its form, the closed state with its winner, the
 * disabled holiday variant, the countdown (written by the server, ticking in the browser, and a
 * page that changes by itself when the giveaway closes), and an editor drawing a winner in the admin.
 */
import { giveawayStatus, type Dated } from '../../src/collections/giveaways/status'
import { lexicalParagraph, uniqueSlug } from './support/cms'
import { apiDoc, apiDocs, seeded } from './support/content'
import { expect, test } from './support/fixtures'

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

const sectionOf = (g: Dated) => {
  const status = giveawayStatus(g)
  return status === 'open' ? 'Open now' : status === 'upcoming' ? 'Coming soon' : 'Past giveaways'
}

test('/giveaways lists the open giveaways first, then the upcoming ones, then the past ones', async ({
  page,
  request,
}) => {
  const giveaways = seeded(await apiDocs(request, 'giveaways')) as unknown as (Dated & { title: string })[]
  expect(giveaways.length).toBeGreaterThanOrEqual(5)
  for (const path of ['/giveaways', '/giveaway-old']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeVisible()
    const headings = await page.locator('main section[data-section] > h2').allTextContents()
    const expected = ['Open now', 'Coming soon', 'Past giveaways'].filter(
      (name) => name === 'Open now' || giveaways.some((g) => sectionOf(g) === name),
    )
    expect(headings).toEqual(expected)
    for (const giveaway of giveaways) {
      const section = page.locator('main section[data-section]').filter({
        has: page.getByRole('heading', { level: 2, name: sectionOf(giveaway) }),
      })
      await expect(section.getByRole('link', { name: giveaway.title })).toBeVisible()
    }
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/giveaways$/)
  const missing = await page.goto('/giveaway-old/no-such-giveaway')
  expect(missing?.status()).toBe(404)
})

test('a visitor enters an open giveaway; the same address again is refused in words', async ({ page, editorApi }) => {
  await page.goto('/giveaway-old/caption-contest-coffee-machine')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caption contest: win a teachers’ lounge coffee machine')
  await expect(page.locator('[data-status="open"]').first()).toBeVisible()
  const form = page
    .locator('section', { has: page.getByRole('heading', { name: 'Enter the giveaway' }) })
    .locator('form')
  const email = `e2e-giveaway-${unique()}@staffroom.test`
  const fill = async () => {
    await form.getByLabel('Your name').fill('Robin Marker')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Your caption').fill('When the photocopier works first time on a Monday.')
    await form.getByLabel('Street address').fill('1 School Lane')
    await form.getByLabel('City').fill('Springfield')
    await form.getByLabel('ZIP or postal code').fill('12345')
    await form.getByLabel('Country').fill('United States')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Enter the contest' }).click()
  }
  await fill()
  await expect(page.getByRole('status').filter({ hasText: 'You are in!' })).toBeVisible()
  const stored = await editorApi.get(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(((await stored.json()) as { docs: unknown[] }).docs).toHaveLength(1)

  await page.reload()
  await fill()
  await expect(form.getByRole('alert')).toHaveText(
    'This email address has already been used on this form: one entry per person.',
  )
})

test('a closed giveaway shows no form, and its winner once announced', async ({ page }) => {
  await page.goto('/giveaway-old/back-to-school-stationery-hamper')
  const entry = page.getByTestId('giveaway-entry')
  await expect(entry).toHaveAttribute('data-status', 'winner-announced')
  await expect(page.getByRole('heading', { name: 'Entries are closed' })).toBeVisible()
  await expect(page.getByTestId('winner')).toContainText('The winner is Carmen, a 3rd-grade teacher in Omaha.')
  await expect(page.locator('main form')).toHaveCount(0)
  await expect(page.getByTestId('countdown')).toHaveCount(0)
  // The giveaway layout: the minimal header, the giveaway footer with the rules.
  await expect(page.locator('[data-layout="giveaway"]')).toBeVisible()
  await expect(
    page.locator('footer[data-variant="giveaway"]').getByRole('link', { name: 'Read the giveaway rules' }),
  ).toHaveAttribute('href', '/giveaway-rules')

  await page.goto('/giveaway-old/marking-pen-bundle')
  await expect(page.getByTestId('giveaway-entry')).toHaveAttribute('data-status', 'closed')
  await expect(page.getByText(/^Entries closed on .+ UTC\. The winner is drawn at random/)).toBeVisible()
  await expect(page.locator('main form')).toHaveCount(0)
})

test('the disabled holiday giveaway is shown closed, with the editor’s message in place of its form', async ({
  page,
  request,
}) => {
  const holiday = await apiDoc(request, 'giveaways', 'holiday-giveaway')
  const response = await page.goto('/disabled-holiday-giveaway')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(holiday.title))
  await expect(page.getByTestId('giveaway-entry')).toHaveAttribute('data-status', 'closed')
  await expect(page.getByText(String(holiday.closedMessage))).toBeVisible()
  // Disabled before its end date: that date is not shown as when it closed.
  expect(Date.parse(String(holiday.endsAt))).toBeGreaterThan(Date.now())
  await expect(page.getByText('Closed early')).toBeVisible()
  await expect(page.locator(`main time[datetime="${String(holiday.endsAt)}"]`)).toHaveCount(0)
  await expect(page.locator('main form')).toHaveCount(0)
  await expect(page.locator('[data-layout="giveaway"]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible()
})

test('the countdown is written by the server, ticks in the browser, and the page closes itself at the end', async ({
  browser,
  page,
  editorApi,
  request,
}) => {
  test.setTimeout(90_000)
  // A giveaway of its own that closes 25 seconds from now.
  const [image] = await apiDocs(request, 'media', { limit: '1' })
  const form = await editorApi.post('/api/forms', {
    data: {
      title: `e2e giveaway form ${unique()}`,
      confirmationType: 'message',
      confirmationMessage: lexicalParagraph('Thanks!'),
      fields: [{ blockType: 'email', name: 'email', label: 'Email address', required: true }],
    },
  })
  expect(form.status(), await form.text()).toBe(201)
  const formId = ((await form.json()) as { doc: { id: number } }).doc.id
  const endsAt = new Date(Date.now() + 25_000)
  const slug = uniqueSlug('giveaway')
  const created = await editorApi.post('/api/giveaways', {
    data: {
      title: 'Countdown test giveaway',
      slug,
      prize: 'a test mug',
      image: image.id,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: endsAt.toISOString(),
      entryForm: formId,
      eligibility: 'Anyone testing.',
      rules: lexicalParagraph('Test rules.'),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    // Without scripts: the closing time in words, and the form.
    const noJs = await browser.newContext({ javaScriptEnabled: false })
    const bare = await noJs.newPage()
    await bare.goto(`/giveaway-old/${slug}`)
    await expect(bare.getByTestId('countdown')).toContainText(/^Entries close on .+ UTC/)
    await expect(bare.getByTestId('countdown').locator('time')).toHaveAttribute('datetime', endsAt.toISOString())
    await expect(bare.getByTestId('time-left')).toHaveCount(0)
    await noJs.close()

    await page.goto(`/giveaway-old/${slug}`)
    const left = page.getByTestId('time-left')
    await expect(left).toHaveText(/^\d+ minutes?, \d+ seconds? left$/)
    const first = await left.textContent()
    await expect(left).not.toHaveText(first ?? '', { timeout: 3000 })
    await expect(left).toHaveText('Entries have closed.', { timeout: 40_000 })
    // The cached page re-renders after the end: closed, without the form.
    await expect(async () => {
      await page.reload()
      await expect(page.getByTestId('giveaway-entry')).toHaveAttribute('data-status', 'closed', { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.locator('main form')).toHaveCount(0)
  } finally {
    await editorApi.delete(`/api/giveaways/${id}`)
    await editorApi.delete(`/api/forms/${formId}`)
  }
})

test('with reduced motion the countdown changes once a minute and shows no seconds', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  try {
    await page.goto('/giveaway-old/caption-contest-coffee-machine')
    await expect(page.getByTestId('time-left')).toHaveText(/^\d+ days?, \d+ hours?, \d+ minutes? left$/)
  } finally {
    await context.close()
  }
})

test('an editor draws the winner of a closed giveaway in the admin; a second draw is a redraw', async ({
  editorPage: page,
  request,
}) => {
  test.setTimeout(120_000) // the admin is the heaviest page of the site
  const pens = seeded(await apiDocs(request, 'giveaways', { 'where[slug][equals]': 'marking-pen-bundle' }))[0]
  await page.goto(`/admin/collections/giveaways/${pens.id}`)
  const panel = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Winner draw' }) })
    .last()
  await expect(panel.getByText('No winner drawn yet.')).toBeVisible({ timeout: 30_000 })
  await panel.getByRole('button', { name: 'Draw a winner' }).click()
  await expect(panel.getByRole('status')).toContainText(/Drawn: pens-\d@example\.com\./)
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('listitem')).toContainText(/out of 5 entries\. Seed [0-9a-f]{32}\./)
  await expect(panel.getByRole('button', { name: 'Redraw' })).toBeVisible()
})
