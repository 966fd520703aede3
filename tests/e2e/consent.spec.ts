/**
 * The cookie banner and its settings dialog (src/components/consent): shown on a first visit
 * until the visitor answers, the answer kept in the `staffroom-consent` cookie, changeable from
 * the footer, Global Privacy Control honoured, and no axe violations while either is open.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

test.use({ consentChosen: false })

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choices' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' })

/** The stored choice as { v, analytics, advertising, social, at }, or null without the cookie. */
async function stored(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'staffroom-consent')
  return cookie ? Object.fromEntries(new URLSearchParams(cookie.value)) : null
}

test('a first visit shows the banner; "Reject all" stores the answer and it stays gone', async ({ page, context }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  // Over the page, not in its flow: it cannot push anything down.
  expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()

  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.locator('#main')).toBeFocused()
  expect(await stored(context)).toMatchObject({ v: '1', analytics: '0', advertising: '0', social: '0' })
  const cookie = (await context.cookies()).find((c) => c.name === 'staffroom-consent')!
  expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' })
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.goto('/privacy')
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test('"Choose" stores advertising alone; the footer button reopens the dialog with it ticked', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Choose' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('checkbox', { name: 'Necessary' })).toBeChecked()
  await expect(dialog(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled()
  for (const name of ['Analytics', 'Advertising', 'Social embeds']) {
    await expect(dialog(page).getByRole('checkbox', { name })).not.toBeChecked()
  }
  await dialog(page).getByRole('checkbox', { name: 'Advertising' }).check()
  await dialog(page).getByRole('button', { name: 'Save choices' }).click()

  await expect(dialog(page)).toHaveCount(0)
  await expect(banner(page)).toHaveCount(0)
  expect(await stored(context)).toMatchObject({ analytics: '0', advertising: '1', social: '0' })

  await page.reload()
  const settings = page.getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  await expect(dialog(page).getByRole('checkbox', { name: 'Advertising' })).toBeChecked()
  await expect(dialog(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(settings).toBeFocused()
  expect(await stored(context)).toMatchObject({ advertising: '1' })
})

test('the banner works from the keyboard and closing the dialog unsaved keeps it', async ({ page, context }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  const choose = banner(page).getByRole('button', { name: 'Choose' })
  await choose.focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(choose).toBeFocused()
  await expect(banner(page)).toBeVisible()
  expect(await stored(context)).toBeNull()
})

test('with Global Privacy Control, advertising stays off by default and the banner says so', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
  await page.goto('/')
  await expect(banner(page)).toContainText('Global Privacy Control')
  await banner(page).getByRole('button', { name: 'Choose' }).click()
  await expect(dialog(page).getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked()
  await page.keyboard.press('Escape')

  await banner(page).getByRole('button', { name: 'Accept all but ads' }).click()
  expect(await stored(context)).toMatchObject({ analytics: '1', advertising: '0', social: '1' })
})

test('without JavaScript there is no banner and no settings button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0)
  await context.close()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`no axe violations with the banner, then the dialog, open at ${viewport.width} px`, async ({ page, axe }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await axe(page, `banner at ${viewport.width} px`)
    await banner(page).getByRole('button', { name: 'Choose' }).click()
    await expect(dialog(page)).toBeVisible()
    await axe(page, `dialog at ${viewport.width} px`)
  })
}
