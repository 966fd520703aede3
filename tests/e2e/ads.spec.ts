/**
 * Ads (src/components/ads, src/server/ads) against a stand-in ad network started by the global
 * setup (support/ad-network.ts): nothing of the network is requested before advertising consent;
 * with it the slots are there from the first paint and filled without moving anything; no ads on
 * page-without-ad pages or ad-free articles; a bad placement mapping leaves the slots collapsed
 * and the page whole. And the CCPA request form of /ccpa, which also turns advertising off.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { CONSENT_COOKIE, encodeConsent } from '../../src/lib/consent/cookie'
import { adNetworkUrl, MAPPING_MODES, mappingAsked, setMappingMode } from './support/ad-network'
import { lexicalParagraph, uniqueSlug } from './support/cms'
import { runtime } from './support/env'
import { expect, test } from './support/fixtures'
import { mailTo, mailsTo } from './support/mailbox'

test.describe.configure({ mode: 'serial' })

const allowAds = (context: BrowserContext) =>
  context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeConsent({ analytics: false, advertising: true, social: false }, new Date()),
      url: runtime().baseURL,
      sameSite: 'Lax',
    },
  ])

/** Every request the page makes to the ad network. */
function adRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(adNetworkUrl())) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

/**
 * The page has loaded — the ad loader, an async script, ran before the load event — and no script
 * of the ad network was added: the loader adds it at once when it starts ads.
 */
async function expectNoNetworkScript(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.locator('script[data-staffroom-ads]')).toHaveCount(0)
}

const storedAdvertising = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)
  return cookie ? new URLSearchParams(cookie.value).get('advertising') : null
}

/** An article of nine paragraphs: in-content slots after the 4th and the 8th (ADS_PARAGRAPH_INTERVAL 4). */
function longBody() {
  const one = lexicalParagraph('x').root.children[0]
  const children = Array.from({ length: 9 }, (_, i) => ({
    ...one,
    children: [{ ...one.children[0], text: `Paragraph ${i + 1}: marking, meetings and the kettle. `.repeat(6) }],
  }))
  return { root: { ...lexicalParagraph('x').root, children } }
}

async function article(cms: import('./support/cms').Cms, adFree: boolean) {
  const slug = uniqueSlug(adFree ? 'ad-free' : 'with-ads')
  await cms.create(
    'posts',
    {
      title: adFree ? 'An ad-free article' : 'An article with ads',
      slug,
      generateSlug: false,
      excerpt: 'An end-to-end test article about ads.',
      content: longBody(),
      authors: [await cms.anyAuthorId()],
      adFree,
    },
    'published',
  )
  return `/post/${slug}`
}

test('nothing of the ad network loads before consent; "Accept all" loads it; a withdrawal stops it', async ({
  browser,
  cms,
}) => {
  const path = await article(cms, false)
  const context = await browser.newContext({ baseURL: runtime().baseURL })
  const page = await context.newPage()
  const requests = adRequests(page)

  await page.goto(path)
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toBeVisible()
  await expect(page.locator('[data-ad-slot]').first()).toBeAttached()
  for (const slot of await page.locator('[data-ad-slot]').all()) await expect(slot).toBeHidden()
  await expect(page.locator('script[src="/ads/loader.js"]')).toHaveCount(1)
  await expectNoNetworkScript(page)
  expect(requests).toEqual([])

  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => requests).toEqual(['/ads.js'])
  const header = page.locator('[data-ad-slot="header-leaderboard"]')
  await expect(header.getByText('Advertisement')).toBeVisible()
  await expect(header.locator('[data-test-ad="/e2e/staffroom/header-leaderboard"]')).toBeVisible()
  await expect(page.locator('[data-test-ad]')).toHaveCount(5) // header, two in-content, sidebar, sticky footer

  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await dialog.getByRole('checkbox', { name: 'Advertising' }).uncheck()
  await dialog.getByRole('button', { name: 'Save choices' }).click()
  await expect(header).toBeHidden()
  await expect(page.locator('[data-test-ad]')).toHaveCount(0)

  await page.goto('/post')
  await page.goto(path)
  await expectNoNetworkScript(page)
  expect(requests).toEqual(['/ads.js'])
  await context.close()
})

test('with consent the slots are reserved from the first paint: filling them shifts nothing (CLS ≤ 0.02)', async ({
  page,
  context,
  cms,
  axe,
}) => {
  const path = await article(cms, false)
  await allowAds(context)
  // Every layout shift not caused by input, with what moved and from where to where, and every
  // change of <html>'s attributes (the consent gate's data-ads shows the slots): printed if the
  // budget is exceeded, with the page's errors.
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number }
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }
    const w = window as unknown as { __cls: number; __shifts: string[] }
    w.__cls = 0
    w.__shifts = []
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        w.__cls += entry.value
        const moved = (entry.sources ?? []).map(
          (s) =>
            `${s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : (s.node?.nodeName ?? 'a removed node')} ` +
            `(${box(s.previousRect)} → ${box(s.currentRect)})`,
        )
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver((records) => {
      for (const r of records) {
        const value = (r.target as Element).getAttribute(r.attributeName ?? '')
        w.__shifts.push(`<html ${r.attributeName}=${JSON.stringify(value)}> at ${Math.round(performance.now())} ms`)
      }
    }).observe(document.documentElement, { attributes: true })
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`)
  })
  await page.goto(path)
  await expect(page.locator('[data-test-ad]')).toHaveCount(5)
  const box = page.locator('[data-ad-slot="in-content"] .ad-box').first()
  expect(await box.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([300, 250])
  expect(await page.locator('[data-ad-slot="in-content"]').count()).toBe(2)
  for (let y = 0; y < 6; y++) {
    const from = await page.evaluate(() => window.scrollY)
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await page.mouse.wheel(0, 700)
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThanOrEqual(Math.min(from + 700, bottom) - 1)
    // Two frames rendered at the new position: any shift of theirs is recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] }
    return { cls: w.__cls, shifts: w.__shifts }
  })
  expect(cls, [...shifts, ...errors].join('\n')).toBeLessThanOrEqual(0.02)
  await axe(page, 'an article with its ads showing')

  // The sticky footer leaves the end of the page uncovered, and closes.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const bar = await page.locator('.ad-sticky-bar').boundingBox()
  const last = await page.getByRole('button', { name: 'Cookie settings' }).boundingBox()
  expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y)
  await page.getByRole('button', { name: 'Close advertisement' }).click()
  await expect(page.locator('[data-ad-slot="sticky-footer"]')).toBeHidden()
})

test('no ads on an ad-free article nor on a page-without-ad page (its "without ad" footer)', async ({
  page,
  context,
  cms,
}) => {
  await allowAds(context)
  const requests = adRequests(page)
  await page.goto(await article(cms, true))
  await expect(page.getByRole('heading', { level: 1, name: 'An ad-free article' })).toBeVisible()
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
  await expect(page.locator('script[src="/ads/loader.js"]')).toHaveCount(0)

  await page.goto('/ccpa')
  await expect(page.locator('footer[data-variant="without-ad"]')).toBeAttached()
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
  await expect(page.locator('script[src="/ads/loader.js"]')).toHaveCount(0)

  // The same visitor gets ads elsewhere, between the items of an index page too: the network's
  // first request of this test is that page's.
  await page.goto('/post')
  await expect(page.locator('li[data-ad-slot="list-item"] [data-test-ad]')).toHaveCount(1)
  await expect.poll(() => requests).toEqual(['/ads.js'])
})

test('a bad placement mapping (not JSON, wrong shape, 500, too slow) leaves the slots collapsed and the page whole', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await allowAds(context)
  /**
   * Opens /post until it holds `slots` elements matching `selector`, each answer whole on the way. The server
   * keeps the mapping 2 s and the page as long, and may answer once more from the page it rendered
   * before (rendering it anew meanwhile): so not one request after the mapping changes, but until.
   */
  const untilSlots = async (mode: (typeof MAPPING_MODES)[number], selector: string, slots: number) => {
    const before = await mappingAsked(mode)
    await expect
      .poll(
        async () => {
          const response = await page.goto('/post')
          expect(response?.status(), mode).toBe(200)
          await expect(page.getByRole('heading', { level: 1, name: 'All articles' })).toBeVisible()
          await expect(page.locator('main li').first()).toBeVisible()
          return [(await mappingAsked(mode)) > before, await page.locator(selector).count()]
        },
        {
          message: `the server asks for the mapping (${mode}) and the page holds ${slots} × ${selector}`,
          timeout: 30_000,
        },
      )
      .toEqual([true, slots])
  }
  try {
    for (const mode of MAPPING_MODES.filter((m) => m !== 'good')) {
      await setMappingMode(mode)
      await untilSlots(mode, '[data-ad-slot]', 0)
      await expect(page.locator('script[src="/ads/loader.js"]'), mode).toHaveCount(0)
    }
  } finally {
    await setMappingMode('good')
  }
  await untilSlots('good', '[data-ad-slot="list-item"]', 1)
})

const PRIVACY = 'privacy@staffroom.local'

test('the CCPA request form sends the request to the privacy address and turns advertising off here', async ({
  page,
  context,
}) => {
  await allowAds(context)
  await page.goto('/ccpa')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send my request' }) })
  await expect(page.getByRole('heading', { name: 'Do not sell or share my personal information' })).toBeVisible()
  await form.getByLabel('Your name').fill('Casey Privacy')
  await form.getByLabel('Email address').fill(`e2e-ccpa-${Date.now().toString(36)}@staffroom.test`)
  await form.getByLabel('State where you live').selectOption('California')
  await form.getByRole('radio', { name: 'Do not sell or share my personal information' }).check()
  await form.getByRole('checkbox', { name: /I am the person named above/ }).check()
  const sent = mailsTo(PRIVACY).length
  await form.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Request received.' })).toBeVisible()

  expect(await storedAdvertising(context)).toBe('0')
  const mail = await mailTo(PRIVACY, sent + 1)
  expect(mail.body).toMatch(/^Subject: Privacy request \(opt-out\) from Casey Privacy, California/m)
})
