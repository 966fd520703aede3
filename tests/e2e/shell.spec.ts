/**
 * The app shell (src/components/shell): loading bar, scroll on navigation, chunk-load guard and
 * the online/offline banner.
 */
import type { Page, Route } from '@playwright/test'

import { RELOAD_AT_KEY } from '../../src/components/shell/chunk-guard-script'
import { expect, test } from './support/fixtures'

const BAR = '[role="progressbar"][aria-label="Loading page"]'

/** After hydration the bar is in the page, idle and hidden. */
async function expectIdleBar(page: Page) {
  const bar = page.locator(BAR)
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await expect(bar).toBeHidden()
}

/** Records every data-state the bar takes, so that a state that came and went is still seen. */
async function recordBarStates(page: Page) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __barStates: string[] }
    w.__barStates = []
    new MutationObserver(() => {
      const state = document.querySelector(selector)?.getAttribute('data-state')
      if (state && state !== w.__barStates.at(-1)) w.__barStates.push(state)
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] })
  }, BAR)
}

const barStates = (page: Page) => page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates)

/**
 * The page's timers stop: from here on they fire only when the test moves the clock
 * (page.clock.runFor), so "after 200 ms" means 200 ms of the page's own clock.
 */
async function stopPageClock(page: Page) {
  // A few seconds ahead of the page's clock (pausing jumps there): the bar is idle meanwhile.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000))
}

test.describe('loading bar', () => {
  test('does not appear on a navigation that ends within the 200 ms throttle', async ({ page }) => {
    await recordBarStates(page)
    // A static page the home page links to: once prefetched, following the link needs no request.
    const target = '/category/originals'
    const prefetched = page.waitForResponse(
      (r) => new URL(r.url()).pathname === target && (r.request().headers()['next-router-segment-prefetch'] ?? '').includes('__PAGE__'),
    )
    await page.clock.install()
    await page.goto('/')
    await expectIdleBar(page)
    const link = page.locator(`a[href="${target}"]`).filter({ visible: true }).first()
    await link.hover()
    await prefetched
    await stopPageClock(page)

    const before = (await barStates(page)).length
    await link.click()
    // The whole navigation, with no time passing on the page's clock.
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator('main h1')).toBeVisible()
    await page.clock.runFor(1000) // well past the throttle and the hiding delay
    await expectIdleBar(page)
    expect((await barStates(page)).slice(before), 'the navigation was noticed, and the bar never showed').toEqual([
      'pending',
      'idle',
    ])
  })

  test('appears 200 ms into a slow navigation and hides 500 ms after it finished', async ({ page }) => {
    // The target's responses (its RSC payload, prefetch included) wait until the test lets them go.
    const held: Route[] = []
    let released = false
    await page.route(
      (url) => url.pathname === '/post' && url.searchParams.get('page') === '2',
      (route) => (released ? route.continue() : void held.push(route)),
    )
    const release = () => {
      released = true
      return Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined))) // the page may have moved on
    }
    await page.clock.install()
    await page.goto('/post')
    await expectIdleBar(page)
    await stopPageClock(page)
    const bar = page.locator(BAR)
    await page.locator('main a[href="/post?page=2"]').first().click()
    await expect(bar).toHaveAttribute('data-state', 'pending')
    await expect(bar).toBeHidden()
    await page.clock.runFor(199)
    await expect(bar).toHaveAttribute('data-state', 'pending')
    await expect(bar).toBeHidden()
    await page.clock.runFor(1)
    await expect(bar).toHaveAttribute('data-state', 'loading')
    await expect(bar).toBeVisible()

    await release()
    await expect(page).toHaveURL(/\/post\?page=2$/)
    await expect(bar).toHaveAttribute('data-state', 'done')
    await expect(bar).toBeVisible()
    await page.clock.runFor(499)
    await expect(bar).toHaveAttribute('data-state', 'done')
    await expect(bar).toBeVisible()
    await page.clock.runFor(1)
    await expectIdleBar(page)
  })
})

test('navigating from a scrolled page starts the new page at the top; scroll restoration is manual', async ({ page }) => {
  await page.goto('/post')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
  const link = page.locator('main a[href="/post?page=2"]').first()
  await link.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  // A client navigation (no new document): the shell, not the browser, resets the scroll.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await link.click()
  await expect(page).toHaveURL(/\/post\?page=2$/)
  await expect(page.locator('main a[aria-current="page"]').first()).toHaveText('2')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
})

test.describe('chunk-load guard', () => {
  test('a chunk that fails to load reloads the page once, then not again within 60 s', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    const chunks = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1])
    expect(chunks.length, 'the home page loads chunks').toBeGreaterThan(0)
    const broken = chunks.at(-1)!
    let failures = 0
    await page.route(
      (url) => url.pathname === broken.split('?')[0],
      (route) => {
        failures++
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'chunk unavailable' })
      },
    )
    // Documents requested for the tab, not counting Chromium's own retry of a request whose
    // answer asks for a client hint it did not send (Critical-CH), which shows as a redirect.
    let documents = 0
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame() && !r.redirectedFrom()) documents++
    })
    // Each document that runs counts itself, and counts the guard's reloads: the guard stores the
    // time before it reloads, so every write of that key is a reload on its way (kept in
    // sessionStorage across reloads). Init scripts run ahead of the page's own, the guard's too.
    await page.addInitScript((key) => {
      const count = (name: string) => sessionStorage.setItem(name, String(Number(sessionStorage.getItem(name) ?? '0') + 1))
      count('e2e:documents')
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the caller's `this`
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        setItem.call(this, name, value)
        if (this === sessionStorage && name === key) count('e2e:guard-reloads')
      }
    }, RELOAD_AT_KEY)
    const counts = () =>
      page.evaluate(() => ({
        ran: Number(sessionStorage.getItem('e2e:documents')),
        reloads: Number(sessionStorage.getItem('e2e:guard-reloads')),
      }))
    // The page's Date stands still: however long this test takes, it stays within the guard's 60 s.
    const now = new Date('2026-03-02T09:00:00Z')
    await page.clock.setFixedTime(now)

    await page.goto('/', { waitUntil: 'commit' })
    await expect.poll(() => documents, { message: 'the guard reloads the page', timeout: 15_000 }).toBe(2)
    // The load event comes after the failed chunk's error event: the reloaded page's guard has decided.
    await page.waitForLoadState('load')
    expect(await counts()).toEqual({ ran: 2, reloads: 1 })
    expect(documents).toBe(2)
    expect(failures).toBeGreaterThanOrEqual(2)
    const stamp = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_AT_KEY)
    expect(stamp, `sessionStorage ${RELOAD_AT_KEY}`).toBe(String(now.getTime()))

    // A new load within the 60 s, chunk still failing: still no automatic reload.
    await page.reload({ waitUntil: 'load' })
    expect(await counts()).toEqual({ ran: 3, reloads: 1 })
    expect(documents).toBe(3)
  })
})

test('offline and back-online banners follow the connection', async ({ page, context }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const offline = page.getByRole('status').filter({ hasText: "You're offline. Some things may not load until your connection is back." })
  const back = page.getByRole('status').filter({ hasText: "You're back online." })
  await expect(offline).toHaveCount(0)
  await context.setOffline(true)
  await expect(offline).toBeVisible()
  await context.setOffline(false)
  await expect(back).toBeVisible()
  await expect(offline).toHaveCount(0)
})
