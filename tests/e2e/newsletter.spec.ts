/**
 * The newsletter form in an article's footer, through the real server action: what is wrong shows
 * beside each field (aria-invalid, aria-describedby) with focus on the first, what was typed stays,
 * and a good sign-up is thanked and stored as a pending subscriber with the words agreed to.
 */
import type { Locator } from '@playwright/test'

import { axeViolations, formatViolations } from './support/axe'
import { apiGlobal, someArticle } from './support/content'
import { expect, test } from './support/fixtures'
import { linkIn, mailTo } from './support/mailbox'

/** The texts of the elements a control names in aria-describedby. */
const describedBy = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent),
  )

test('the footer newsletter form says what is wrong beside each field, then thanks and stores the address', async ({
  page,
  request,
  editorApi,
}) => {
  const footer = await apiGlobal<{ newsletter: { buttonLabel: string; consentText: string } }>(request, 'footer')
  const article = await someArticle(request)
  await page.goto(`/post/${article.slug}`)
  const form = page.locator('section[aria-labelledby="footer-newsletter"] form')
  const email = form.getByLabel('Email address')
  const consent = form.getByRole('checkbox', { name: footer.newsletter.consentText })
  const send = form.getByRole('button', { name: footer.newsletter.buttonLabel })

  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Please enter your email address.')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  expect(await describedBy(email)).toEqual(['Please enter your email address.'])
  expect(await describedBy(consent)).toEqual(['Tick the box so we know you want the email.'])

  await email.fill('robin@school')
  await consent.check()
  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address, like name@school.org.')
  await expect(email).toHaveValue('robin@school')
  await expect(consent).not.toHaveAttribute('aria-invalid')

  const address = `e2e-reader-${Date.now().toString(36)}@staffroom.test`
  await email.fill(address)
  await send.click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toHaveText(
    'Thanks! Check your inbox to confirm your subscription.',
  )
  const stored = await editorApi.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(address)}&depth=0`)
  const { docs } = (await stored.json()) as { docs: { status: string; source: string; consent: { text: string } }[] }
  expect(docs).toMatchObject([
    { status: 'pending', source: 'footer-post', consent: { text: footer.newsletter.consentText } },
  ])
})

test('the confirmation email leads to a page whose button subscribes; every email’s unsubscribe link works without JavaScript', async ({
  page,
  browser,
  request,
  editorApi,
}) => {
  const footer = await apiGlobal<{ newsletter: { buttonLabel: string; consentText: string } }>(request, 'footer')
  await page.goto(`/post/${(await someArticle(request)).slug}`)
  const form = page.locator('section[aria-labelledby="footer-newsletter"] form')
  const address = `e2e-confirm-${Date.now().toString(36)}@staffroom.test`
  await form.getByLabel('Email address').fill(address)
  await form.getByRole('checkbox', { name: footer.newsletter.consentText }).check()
  await form.getByRole('button', { name: footer.newsletter.buttonLabel }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thanks!' })).toBeVisible()

  const mail = await mailTo(address)
  expect(mail.body).toMatch(/^Subject: Confirm your Staffroom newsletter/m)
  const base = new URL(page.url()).origin
  const confirm = linkIn(mail, `${base}/newsletter/confirm?`)
  const unsubscribe = linkIn(mail, `${base}/newsletter/unsubscribe?`)

  // Opening the link (as a mail scanner would) changes nothing; the button does.
  const opened = await page.goto(confirm)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toMatch(/no-store|private/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
  await expect(page.getByRole('main')).toContainText(address)
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')
  expect(formatViolations(await axeViolations(page))).toBe('')
  const status = async () => {
    const answer = await editorApi.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(address)}&depth=0`)
    return ((await answer.json()) as { docs: { status: string }[] }).docs[0]?.status
  }
  expect(await status()).toBe('pending')
  await page.getByRole('button', { name: 'Yes, send me the newsletter' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed')
  expect(await status()).toBe('subscribed')

  // Unsubscribing, in a browser without JavaScript: a plain form post.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(unsubscribe)
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter')
  await plain.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed')
  await noScript.close()
  expect(await status()).toBe('unsubscribed')

  // A link cut short or altered: a 404 that says what to do.
  for (const bad of [confirm.replace(/t=[^&]+/, 't=' + 'A'.repeat(32)), `${base}/newsletter/unsubscribe?s=1`]) {
    const answer = await page.goto(bad)
    expect(answer?.status(), bad).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link isn’t valid')
  }
})
