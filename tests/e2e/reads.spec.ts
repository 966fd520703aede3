/**
 * Reads: an article posts one POST /api/posts/{id}/view per browser session, 100 ms after the
 * page's load event (client fetches wait 100 ms after a server-rendered page loads). The page's
 * clock stands still from the start, so those 100 ms are the page's own, moved by the test.
 */
import type { Page } from '@playwright/test'

import { apiDocs, seeded } from './support/content'
import { expect, test } from './support/fixtures'

const VIEW = /\/api\/posts\/(\d+)\/view$/

/** Counts, in the page, each view POST as it is handed to fetch. */
async function countViewCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __viewCalls: number }
    w.__viewCalls = 0
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the caller's `this`
    const original = window.fetch
    window.fetch = function (this: typeof globalThis, input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (/\/api\/posts\/\d+\/view$/.test(url)) w.__viewCalls += 1
      return original.call(this, input, init)
    }
  })
}

const viewCalls = (page: Page) => page.evaluate(() => (window as unknown as { __viewCalls: number }).__viewCalls)

/** Opens `path` and waits until it has loaded and React has run its effects (the read counter's too). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('body[data-hydrated]')).toBeAttached()
}

test('an article posts one read, 100 ms after the load event, and only once per session', async ({ page, request }) => {
  const [first, second] = seeded(await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '4' }))
  await countViewCalls(page)
  const posted: { id: number; status?: number }[] = []
  page.on('request', (r) => {
    const match = VIEW.exec(new URL(r.url()).pathname)
    if (match && r.method() === 'POST') posted.push({ id: Number(match[1]) })
  })
  page.on('response', (r) => {
    const match = VIEW.exec(new URL(r.url()).pathname)
    const entry = match && posted.find((p) => p.id === Number(match[1]) && p.status === undefined)
    if (entry) entry.status = r.status()
  })
  // Every document of the page starts with its timers stopped: they fire only on page.clock.runFor.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)

  // Loaded and hydrated: the read counter is waiting on its timer, nothing is sent yet.
  await openHydrated(page, `/post/${first.slug}`)
  expect(await viewCalls(page)).toBe(0)
  await page.clock.runFor(99)
  expect(await viewCalls(page)).toBe(0)
  await page.clock.runFor(1)
  await expect.poll(() => viewCalls(page)).toBe(1)
  await expect.poll(() => posted.length, { message: 'a view is posted' }).toBe(1)
  expect(posted[0].id).toBe(first.id)
  await expect.poll(() => posted[0].status).toBe(204)

  // A second visit in the same session: nothing posted, however long the page stays.
  await openHydrated(page, `/post/${first.slug}`)
  await page.clock.runFor(60_000)
  expect(await viewCalls(page)).toBe(0)

  // Another article in the same session is a new read — the only POST after the first.
  await openHydrated(page, `/post/${second.slug}`)
  await page.clock.runFor(100)
  await expect.poll(() => posted.length).toBe(2)
  expect(posted.map((p) => p.id)).toEqual([first.id, second.id])
})
