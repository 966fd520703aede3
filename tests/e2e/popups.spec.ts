/**
 * The newsletter sign-up modal and global popups in a real browser: the modal's delay, scroll and
 * exit-intent triggers, its frequency cap, that it waits while the cookie banner or another
 * dialog is up; a popup on its paths only, closed for good once closed, back when the editor
 * says "show again"; axe-core and the Nu HTML checker with each open.
 * The other specs start with both out of the way (`popupsSeen` in support/fixtures.ts); these
 * start as a first visit. Test popups live under addresses no other spec visits.
 * Nothing waits a while to see nothing: a dialog that must not show is checked once the runner has
 * said what it decided (its `staffroom:popups` events, src/components/popups/report.ts), or two
 * frames after a scroll or pointer event that must not trigger it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { POPUPS_EVENT, type PopupsReport } from '../../src/components/popups/report'

import { POPUP_KEYS } from '../../src/lib/popups/store'
import { lexicalParagraph } from './support/cms'
import { apiGlobal, someArticle } from './support/content'
import { runtime } from './support/env'
import { expect, test } from './support/fixtures'
import { signUpByApi, useToken } from './support/members'
import { checkHtml } from './support/vnu'

test.use({ popupsSeen: false })

const DAY_MS = 24 * 60 * 60 * 1000
let heading = ''
let articlePath = ''

test.beforeAll(async ({ request }) => {
  heading = (await apiGlobal<{ newsletter: { heading: string } }>(request, 'footer')).newsletter.heading
  articlePath = `/post/${(await someArticle(request)).slug}`
})

const modalOf = (page: Page) => page.getByRole('dialog', { name: heading })

// Every page of a test records what the runner decides on it. The visit began a minute ago (no
// dialog shows in its first seconds), except in the tests tagged @first-visit.
test.beforeEach(async ({ page }, testInfo) => {
  const since = testInfo.tags.includes('@first-visit') ? null : 60_000
  await page.addInitScript(
    ([event, key, since]) => {
      const w = window as unknown as { __popups: unknown[] }
      w.__popups = []
      window.addEventListener(event, (e) => w.__popups.push((e as CustomEvent).detail))
      if (since !== null && !sessionStorage.getItem(key)) sessionStorage.setItem(key, String(Date.now() - since))
    },
    [POPUPS_EVENT, POPUP_KEYS.visitStart, since] as const,
  )
})

const reports = (page: Page) => page.evaluate(() => (window as unknown as { __popups: PopupsReport[] }).__popups)
const waitReasons = async (page: Page, about: PopupsReport['about']) =>
  (await reports(page)).filter((r) => r.about === about && r.state === 'waiting').map((r) => r.reason)
const statesOf = async (page: Page, about: PopupsReport['about']) =>
  (await reports(page)).filter((r) => r.about === about).map((r) => r.state)

/** The runner has loaded and decided on this page, about the popups and about the modal. */
async function settle(page: Page) {
  await expect
    .poll(async () => [(await statesOf(page, 'popup')).length > 0, (await statesOf(page, 'modal')).length > 0])
    .toEqual([true, true])
}

/** Waits until the runner says `state` about the popups or the modal on this page. */
async function said(page: Page, about: PopupsReport['about'], state: PopupsReport['state']) {
  await expect.poll(() => statesOf(page, about)).toContain(state)
}

/** The triggered modal waits, for `reason` alone, and does not show. */
async function waitsFor(page: Page, reason: NonNullable<PopupsReport['reason']>) {
  await said(page, 'modal', 'waiting')
  expect(await waitReasons(page, 'modal')).toEqual([reason])
  await expect(modalOf(page)).toBeHidden()
}

/** The runner found no popup due on this page, and none shows. */
async function noPopupDue(page: Page, popup: Locator) {
  expect(await statesOf(page, 'popup')).toEqual(['none due'])
  await expect(popup).toBeHidden()
}

/** Two frames on: every scroll and pointer event sent before has been handled. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** What was just done (a scroll, a pointer move) did not trigger the modal, and nothing shows. */
async function notTriggered(page: Page, modal: Locator) {
  await twoFrames(page)
  expect(await statesOf(page, 'modal')).not.toContain('triggered')
  await expect(modal).toBeHidden()
}

/** The pointer leaves the window upwards: the browser reports a mouseout with no element to go to. */
const exitIntent = (page: Page) =>
  page.evaluate(() =>
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: -2, relatedTarget: null })),
  )

async function scrollTo(page: Page, percent: number) {
  await page.evaluate((p) => {
    const room = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo(0, (room * p) / 100)
  }, percent)
}

async function nuErrors(page: Page) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staffroom-popup-vnu-'))
  try {
    const file = path.join(dir, 'page.html')
    writeFileSync(file, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`)
    return (await checkHtml([file])).filter((m) => m.type === 'error').map((m) => `${m.message} [${m.extract ?? ''}]`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('the newsletter sign-up modal', () => {
  test('opens after the delay (30 s), focus inside; Escape closes it; valid and accessible', async ({ page, axe }) => {
    await page.clock.install()
    await page.goto(articlePath)
    await page.clock.runFor(4000) // the page goes idle: the popup code loads
    await settle(page)
    await page.clock.runFor(20_000)
    await expect(modalOf(page)).toBeHidden()
    await page.clock.runFor(10_000)
    const modal = modalOf(page)
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    expect(await modal.evaluate((d) => d.contains(document.activeElement))).toBe(true)

    await axe(page, 'the sign-up modal')
    expect(await nuErrors(page)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_KEYS.modalShown)).not.toBeNull()
  })

  test('opens at half the page scrolled, not before', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    await said(page, 'modal', 'watching')
    await scrollTo(page, 30)
    await notTriggered(page, modalOf(page))
    await scrollTo(page, 60)
    await expect(modalOf(page)).toBeVisible()
  })

  test('opens when the pointer leaves through the top of the window', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    await page.mouse.move(640, 300)
    await page.mouse.move(640, 100)
    await said(page, 'modal', 'watching')
    await notTriggered(page, modalOf(page))
    await exitIntent(page)
    await expect(modalOf(page)).toBeVisible()
  })

  test('shows at most once in 14 days: not again within them, again after', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    await scrollTo(page, 60)
    await expect(modalOf(page)).toBeVisible()
    await page.keyboard.press('Escape')

    await page.reload()
    await settle(page)
    await said(page, 'modal', 'not due')
    await scrollTo(page, 90)
    await notTriggered(page, modalOf(page))

    // Thirteen days on: still not.
    await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
      POPUP_KEYS.modalShown,
      Date.now() - 13 * DAY_MS,
    ] as const)
    await page.reload()
    await settle(page)
    await said(page, 'modal', 'not due')
    await scrollTo(page, 90)
    await notTriggered(page, modalOf(page))

    // Fifteen days on: again.
    await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
      POPUP_KEYS.modalShown,
      Date.now() - 15 * DAY_MS,
    ] as const)
    await page.reload()
    await settle(page)
    await scrollTo(page, 60)
    await expect(modalOf(page)).toBeVisible()
  })

  test('never for a visitor who has signed up here', async ({ page }) => {
    await page.goto(articlePath)
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now())), POPUP_KEYS.subscribed)
    await page.reload()
    await settle(page)
    await said(page, 'modal', 'signed up here')
    await scrollTo(page, 90)
    await notTriggered(page, modalOf(page))
  })

  test('never for a signed-in member who already gets the newsletter', async ({ page, request }) => {
    const { token } = await signUpByApi(request, 'Modal Member')
    await useToken(page, runtime().baseURL, token)
    await page.goto(articlePath)
    await settle(page)
    await scrollTo(page, 60)
    await expect(modalOf(page)).toBeVisible() // not subscribed yet: asked

    const auth = { Authorization: `JWT ${token}` }
    const { user } = (await (await request.get('/api/members/me', { headers: auth })).json()) as {
      user: { id: number }
    }
    const ticked = await request.patch(`/api/members/${user.id}`, { headers: auth, data: { newsletter: true } })
    expect(ticked.ok(), await ticked.text()).toBe(true)
    await page.evaluate((key) => localStorage.removeItem(key), POPUP_KEYS.modalShown)
    await page.reload()
    await settle(page)
    await scrollTo(page, 60)
    await said(page, 'modal', 'member subscribes')
    await expect(modalOf(page)).toBeHidden()
  })

  test('waits while the share dialog is open', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    // Pressed without scrolling to it (the scroll could be a trigger of its own).
    await page.getByRole('button', { name: 'Share', exact: true }).evaluate((button: HTMLElement) => button.click())
    const share = page.getByRole('dialog', { name: /^Share this/ })
    await expect(share).toBeVisible()
    await exitIntent(page)
    await said(page, 'modal', 'waiting')
    await expect(modalOf(page)).toBeHidden()
    await expect(share).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(share).toBeHidden()
    await expect(modalOf(page)).toBeVisible()
  })

  test('waits while a form is being filled or shows its errors, then opens', async ({ page }) => {
    await page.goto('/contact')
    await settle(page)
    await said(page, 'modal', 'watching')
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Write to us' }) }).locator('form')
    const name = form.getByLabel('Your name')
    await name.fill('Robin Marker')
    await name.evaluate((field: HTMLElement) => field.blur())
    await exitIntent(page)
    await waitsFor(page, 'form in use')

    // Sent empty on a new page: its errors show, nothing is typed, and the modal waits.
    await page.reload()
    await settle(page)
    await said(page, 'modal', 'watching')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await name.evaluate((field: HTMLElement) => field.blur())
    await exitIntent(page)
    await waitsFor(page, 'form in use')

    // Left as it came: the modal opens.
    await page.reload()
    await settle(page)
    await said(page, 'modal', 'watching')
    await exitIntent(page)
    await expect(modalOf(page)).toBeVisible()
  })

  test('waits while a newsletter sign-up form is on screen', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    await said(page, 'modal', 'watching')
    // The footer's own sign-up form, scrolled to: that scroll is the trigger.
    await page.locator('footer form[data-newsletter-form]').scrollIntoViewIfNeeded()
    await waitsFor(page, 'sign-up form in view')
    await scrollTo(page, 60)
    await expect(modalOf(page)).toBeVisible()
  })

  test('never in the first seconds of a visit', { tag: '@first-visit' }, async ({ page }) => {
    await page.clock.install()
    await page.goto(articlePath)
    await page.clock.runFor(4000) // the page goes idle: the popup code loads
    await settle(page)
    await scrollTo(page, 60)
    await waitsFor(page, 'first seconds')
    await page.clock.runFor(12_000)
    await expect(modalOf(page)).toBeVisible()
  })
})

test.describe('with the cookie banner up', () => {
  test.use({ consentChosen: false })

  test('the modal waits until the banner is answered', async ({ page }) => {
    await page.goto(articlePath)
    await settle(page)
    const banner = page.getByRole('region', { name: 'Cookie choices' })
    await expect(banner).toBeVisible()
    await scrollTo(page, 60)
    await said(page, 'modal', 'waiting')
    await expect(modalOf(page)).toBeHidden()
    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(modalOf(page)).toBeVisible()
  })
})

test.describe('global popups', () => {
  test('show on their paths only, stay closed once closed, and come back when the editor says so', async ({
    page,
    editorApi,
    axe,
  }) => {
    test.setTimeout(120_000)
    const base = `/e2e-popup-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const title = `Staff quiz night ${base.slice(-6)}`
    const created = await editorApi.post('/api/popups', {
      data: {
        title,
        content: lexicalParagraph('Bring your best trivia. Winners get the good mugs.'),
        cta: { type: 'custom', url: '/contact', label: 'Tell us you are coming' },
        showOn: `${base}/*\n${base}-exact`,
        hideOn: `${base}/not-here`,
        frequency: 'once',
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const popup = page.getByRole('dialog', { name: title })

      for (const miss of [`${base}-other`, `${base}/not-here`, `${base}`]) {
        await page.goto(miss)
        await settle(page)
        await noPopupDue(page, popup)
      }

      await page.goto(`${base}-exact`)
      await expect(popup).toBeVisible()
      await page.goto(`${base}/any/page`)
      await expect(popup).toBeVisible()
      await expect(popup.getByText('Bring your best trivia.')).toBeVisible()
      await expect(popup.getByRole('link', { name: 'Tell us you are coming' })).toHaveAttribute('href', '/contact')
      await axe(page, 'a global popup')
      expect(await nuErrors(page)).toEqual([])

      await popup.getByRole('button', { name: 'Close' }).click()
      await expect(popup).toBeHidden()
      await page.reload()
      await settle(page)
      await noPopupDue(page, popup)
      await page.goto(`${base}-exact`)
      await settle(page)
      await noPopupDue(page, popup)

      // Edited without "show again": still closed. With it: back.
      await editorApi.patch(`/api/popups/${doc.id}`, { data: { title: `${title}!` } })
      const edited = page.getByRole('dialog', { name: `${title}!` })
      await page.reload()
      await settle(page)
      await noPopupDue(page, edited)
      await editorApi.patch(`/api/popups/${doc.id}`, { data: { showAgain: true } })
      await page.reload()
      await expect(edited).toBeVisible()
    } finally {
      await editorApi.delete(`/api/popups/${doc.id}`)
    }
  })
})
