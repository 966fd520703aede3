/**
 * CMS forms on their seeded pages, through the real submitForm mutation: mistakes shown beside
 * each field with focus on the first, what was typed kept; a good submission answered with the
 * form's confirmation, stored, and notified by email; one entry per email where the form says so.
 */
import { expect, test } from './support/fixtures'
import { mailTo } from './support/mailbox'

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
    await form.getByLabel('Your pitch').fill('A weekly video about the staffroom kettle and the people who queue for it.')
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
