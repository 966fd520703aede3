/**
 * Scripts run under a Content-Security-Policy without 'unsafe-inline' (src/server/script-hashes.ts):
 * on every page type (support/page-types.ts) and in the admin, each inline script the page carries
 * is allowed by its hash, so the browser blocks nothing the page needs; a script that is not the
 * page's own, written into the page afterwards, is refused.
 */
import type { Page, Response } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'

declare global {
  interface Window {
    __cspViolations?: string[]
    __injectedRan?: boolean
  }
}

/** Every CSP violation the page reports, from before its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}: ${event.sample}`)
    })
  })
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

function expectHashedScriptPolicy(response: Response | null, what: string) {
  const csp = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  expect(scriptSrc, `${what}: script-src`).toMatch(/^script-src 'self'( [^ ]+)* 'sha256-[A-Za-z0-9+/]+=*'/)
  expect(scriptSrc, `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
}

for (const type of PAGE_TYPES) {
  test(`${type.name}: every script runs under the hashed script-src`, async ({ page, request }) => {
    await watchViolations(page)
    const path = await type.path(request)
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(type.status)
    expectHashedScriptPolicy(response, path)
    await page.waitForLoadState('load')
    expect(await violations(page), path).toEqual([])
  })
}

test('the admin runs under the hashed script-src too', async ({ editorPage }) => {
  await watchViolations(editorPage)
  for (const path of ['/admin', '/admin/collections/posts', '/admin/collections/posts/create']) {
    const response = await editorPage.goto(path)
    expect(response?.status(), path).toBe(200)
    expectHashedScriptPolicy(response, path)
    await expect(editorPage.locator('.template-default, .template-minimal').first()).toBeVisible()
    expect(await violations(editorPage), path).toEqual([])
  }
})

test('a page the browser asks for again (304) keeps its own hashes and runs', async ({ page, request }) => {
  const first = await request.get('/about-us')
  const etag = first.headers().etag
  expect(etag).toBeTruthy()
  const revalidated = await request.get('/about-us', { headers: { 'if-none-match': etag } })
  expect(revalidated.status()).toBe(304)
  expect(revalidated.headers()['content-security-policy']).toBeUndefined()

  await watchViolations(page)
  await page.goto('/about-us')
  await page.reload() // answered 304 from the server: the kept copy with the kept policy
  await page.waitForLoadState('load')
  expect(await violations(page)).toEqual([])
})

test('a script written into the page afterwards is refused, and says so', async ({ page }) => {
  await watchViolations(page)
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injectedRan = true'
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)])
  expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined()
})
