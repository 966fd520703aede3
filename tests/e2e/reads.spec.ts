/**
 * Reads: an article posts one POST /api/posts/{id}/view per browser session, at least 100 ms after
 * the page's load event (spec §9: client fetches wait 100 ms after a server-rendered page loads).
 */
import type { Page } from '@playwright/test'

import { apiDocs, seeded } from './support/content'
import { expect, test } from './support/fixtures'

const VIEW = /\/api\/posts\/(\d+)\/view$/

/** Notes, in the page, when each view POST starts (performance.now()), next to the load event's end. */
async function watchViewCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __viewCalls: number[] }
    w.__viewCalls = []
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the caller's `this`
    const original = window.fetch
    window.fetch = function (this: typeof globalThis, input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (/\/api\/posts\/\d+\/view$/.test(url)) w.__viewCalls.push(performance.now())
      return original.call(this, input, init)
    }
  })
}

const timings = (page: Page) =>
  page.evaluate(() => ({
    calls: (window as unknown as { __viewCalls: number[] }).__viewCalls,
    loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }))

test('an article posts one read, after the load event + 100 ms, and only once per session', async ({ page, request }) => {
  const [first, second] = seeded(await apiDocs(request, 'posts', { sort: 'publishedAt', limit: '4' }))
  await watchViewCalls(page)
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

  await page.goto(`/post/${first.slug}`)
  await expect.poll(() => posted.length, { message: 'a view is posted' }).toBe(1)
  expect(posted[0].id).toBe(first.id)
  await expect.poll(() => posted[0].status).toBe(204)
  const { calls, loadEventEnd } = await timings(page)
  expect(calls).toHaveLength(1)
  expect(loadEventEnd, 'the load event had ended').toBeGreaterThan(0)
  // Both timestamps are coarsened to 0.1 ms (and subtracting them adds float noise): allow 0.2 ms.
  expect(calls[0] - loadEventEnd, 'ms between the load event and the view POST').toBeGreaterThanOrEqual(99.8)

  // A second visit in the same session: nothing posted.
  await page.goto(`/post/${first.slug}`)
  await page.waitForLoadState('load')
  await page.waitForTimeout(1500)
  expect(posted).toHaveLength(1)
  expect((await timings(page)).calls).toHaveLength(0)

  // Another article in the same session is a new read.
  await page.goto(`/post/${second.slug}`)
  await expect.poll(() => posted.length).toBe(2)
  expect(posted[1].id).toBe(second.id)
})
