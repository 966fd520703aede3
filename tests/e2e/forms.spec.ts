/**
 * CMS forms on their seeded pages, through the real submitForm mutation: mistakes shown beside
 * each field with focus on the first, what was typed kept; a good submission answered with the
 * form's confirmation, stored, and notified by email; one entry per email where the form says so.
 */
import { png } from '../support/png'
import { expect, test } from './support/fixtures'
import { mailTo } from './support/mailbox'
import { signUpByApi, useToken } from './support/members'

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

test('the contact form says what is wrong by field, then sends, confirms, stores and notifies', async ({
  page,
  editorApi,
}) => {
  await page.goto('/contact')
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Write to us' }) }).locator('form')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please fill in “Your name”.')
  await expect(form.getByLabel('Your name')).toBeFocused()
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Please choose one of the options for “What is it about?”.')).toBeVisible()

  const email = `e2e-contact-${unique()}@staffroom.test`
  await form.getByLabel('Your name').fill('Robin Marker')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('What is it about?').selectOption('story')
  await form.getByLabel('Your message').fill('short')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please write at least 10 characters in “Your message”.')
  await expect(form.getByLabel('Your name')).toHaveValue('Robin Marker')

  await form.getByLabel('Your message').fill('The photocopier has become self-aware. Story to follow.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for writing!' })).toBeVisible()

  const stored = await editorApi.get(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const { docs } = (await stored.json()) as { docs: { submissionData: { field: string; value: string }[] }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0].submissionData).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ field: 'topic', value: 'story' }),
      expect.objectContaining({ field: 'name', value: 'Robin Marker' }),
    ]),
  )
  const mails = await mailTo('hello@staffroom.local')
  expect(mails.body).toMatch(/^Subject: Contact: story from Robin Marker/m)
})

test('the creator application takes one entry per email address', async ({ page }) => {
  const email = `e2e-creator-${unique()}@staffroom.test`
  const apply = async () => {
    await page.goto('/become-a-creator')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send my application' }) })
    await form.getByLabel('Your name').fill('Sam Creator')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Where we can see your work').fill('https://sam.example')
    await form.getByLabel('What do you make?').selectOption('videos')
    await form
      .getByLabel('Your pitch')
      .fill('A weekly video about the staffroom kettle and the people who queue for it.')
    await form.getByRole('checkbox', { name: /keep my application/ }).check()
    await form.getByRole('button', { name: 'Send my application' }).click()
    return form
  }
  await apply()
  await expect(page.getByRole('status').filter({ hasText: 'Application received!' })).toBeVisible()
  const again = await apply()
  await expect(again.getByRole('alert')).toHaveText(
    'This email address has already been used on this form: one entry per person.',
  )
  await expect(again.getByText('“Email address” has already been used on this form.')).toBeVisible()
})

test('the submission form works by keyboard: radio buttons, a box, the consent', async ({ page }) => {
  await page.goto('/submission')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send it in' }) })
  await form.getByLabel('Your first name').fill('Kim')
  await form.getByLabel('Email address').fill(`e2e-story-${unique()}@staffroom.test`)
  await form.getByRole('radio', { name: 'A meme idea' }).check()
  await form.getByLabel('A title').fill('When the bell rings mid-sentence')
  await form.getByLabel('Your story, or the words of your meme').fill('Me: "and the answer is—" *bell* Class: gone.')
  await form.getByRole('checkbox', { name: 'Publish it without my name' }).check()
  await form.getByRole('button', { name: 'Send it in' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please tick the box to agree.')
  await form.getByRole('checkbox', { name: /I wrote this/ }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Got it, thank you!' })).toBeVisible()
})

test('editors download a form’s submissions as CSV from the admin’s submissions list', async ({
  editorPage,
  editorApi,
}) => {
  await editorPage.goto('/admin/collections/form-submissions')
  // Exact: each submission in the table below is linked by its form's title too.
  const link = editorPage.getByRole('link', { name: 'Contact Staffroom (CSV)', exact: true })
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\/form-submissions\/export\?form=\d+$/)
  const answer = await editorApi.get(href!)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect((await answer.text()).split('\r\n')[0]).toBe(
    '"Submitted at","Email","Member","Your name","Email address","What is it about?","Your message"',
  )
})

test('a meme sent with the submission form arrives as a private attachment; a file of the wrong type is refused by field', async ({
  page,
  editorApi,
  request,
}) => {
  await page.goto('/submission')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send it in' }) })
  const email = `e2e-meme-${unique()}@staffroom.test`
  await form.getByLabel('Your first name').fill('Robin')
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('radio', { name: 'A meme idea' }).check()
  await form.getByLabel('A title').fill('Marking at midnight')
  await form
    .getByLabel('Your story, or the words of your meme')
    .fill('Me at 11:59 pm with 90 essays left: this is fine.')
  await form.getByRole('checkbox', { name: /I wrote this/ }).check()
  const attachment = form.getByLabel('Your meme, a photo or a PDF (optional)')
  await attachment.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a meme') })
  await form.getByRole('button', { name: 'Send it in' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please choose an image or a PDF.')
  await expect(attachment).toBeFocused()

  const marking = await png(1, 1)
  await attachment.setInputFiles({ name: 'marking.png', mimeType: 'image/png', buffer: marking })
  await form.getByRole('button', { name: 'Send it in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Got it, thank you!' })).toBeVisible()

  const found = (await (
    await editorApi.get(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=1`)
  ).json()) as {
    docs: {
      submissionData: { field: string; value: string }[]
      attachments: { field: string; file: { url: string; mimeType: string } }[]
    }[]
  }
  expect(found.docs).toHaveLength(1)
  const [submission] = found.docs
  expect(submission.submissionData).toContainEqual(
    expect.objectContaining({ field: 'attachment', value: 'marking.png' }),
  )
  expect(submission.attachments).toEqual([
    expect.objectContaining({ field: 'attachment', file: expect.objectContaining({ mimeType: 'image/png' }) }),
  ])
  const file = new URL(submission.attachments[0].file.url).pathname
  const asEditor = await editorApi.get(file)
  expect(asEditor.status()).toBe(200)
  // Stored as sent, less any metadata: the upload pipeline re-encodes images (src/server/safe-uploads.ts).
  expect(asEditor.headers()['content-type']).toBe('image/png')
  const stored = Buffer.from(await asEditor.body())
  expect(stored.subarray(0, 8).equals(marking.subarray(0, 8))).toBe(true)
  expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([1, 1]) // IHDR: 1 × 1
  expect((await request.get(file)).status()).toBe(403)
})

test('a signed-in member finds their name and email filled in, and the submission is theirs', async ({
  page,
  request,
  baseURL,
  editorApi,
}) => {
  const { email, token } = await signUpByApi(request, 'Morgan Lee')
  await useToken(page, baseURL!, token)
  await page.goto('/contact')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send message' }) })
  // Loaded without a touch for members: their details arrive by themselves.
  await expect(form.getByLabel('Your name')).toHaveValue('Morgan Lee')
  await expect(form.getByLabel('Email address')).toHaveValue(email)
  await form.getByLabel('What is it about?').selectOption('hello')
  await form.getByLabel('Your message').fill('Signed in and nothing to type twice. Lovely.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for writing!' })).toBeVisible()
  const found = (await (
    await editorApi.get(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  ).json()) as { docs: { member: number | null }[] }
  expect(found.docs).toHaveLength(1)
  expect(found.docs[0].member).toEqual(expect.any(Number))
})

test('without JavaScript a CMS form says it needs it, and sending it anyway puts no answer in the address', async ({
  browser,
  baseURL,
  request,
}) => {
  // In the server's HTML, inside the form: Chromium with scripts turned off over the DevTools
  // protocol still parses <noscript> as if they ran, so a browser here cannot show it
  // (microsoft/playwright#32542); a browser with JavaScript off does.
  const note = 'Sending this form needs JavaScript, which is off in this browser.'
  const html = await (await request.get('/contact')).text()
  const at = html.indexOf(note)
  expect(at).toBeGreaterThan(0)
  const before = html.slice(html.lastIndexOf('<form', at), at)
  const tag = before.slice(0, before.indexOf('>') + 1).toLowerCase()
  expect(tag).toContain('method="post"')
  expect(tag).toContain('enctype="multipart/form-data"')
  expect(before).not.toContain('</form>')
  expect(before).toMatch(/<noscript><p[^>]*>$/)

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/contact')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send message' }) })
  await form.getByLabel('Your name').fill('No Script')
  await form.getByLabel('Email address').fill('no-script@staffroom.test')
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send message' }).click(),
  ])
  expect(answer.status()).toBeLessThan(500)
  expect(page.url()).not.toContain('no-script')
  await context.close()
})
