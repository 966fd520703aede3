/**
 * The newsletter form in an article's footer, through the real server action: what is wrong shows
 * beside each field (aria-invalid, aria-describedby) with focus on the first, what was typed stays,
 * and a good sign-up is thanked and stored as a pending subscriber with the words agreed to.
 */
import type { Locator } from '@playwright/test'

import { apiGlobal, someArticle } from './support/content'
import { expect, test } from './support/fixtures'

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
