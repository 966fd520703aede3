/**
 * Scripts run under a Content-Security-Policy without 'unsafe-inline' (src/server/script-hashes.ts).
 * Every public page type is checked by the a11y walk (a11y.spec.ts, support/csp.ts); here: the
 * admin, a page revalidated with a 304, and a script that is not the page's own, written into the
 * page afterwards, which is refused.
 */
import type { APIResponse } from '@playwright/test'

import { expectHashedScriptPolicy, violations, watchViolations } from './support/csp'
import { expect, test } from './support/fixtures'

declare global {
  interface Window {
    __injectedRan?: boolean
  }
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
  // Asked again with its ETag: a 304 without a policy. The page may have been rendered anew in
  // between (the e2e server's pages live 2 s): then the answer is the new page, with its own hashes.
  let revalidated: APIResponse | undefined
  for (let attempt = 0; attempt < 5 && revalidated?.status() !== 304; attempt++) {
    const fresh = await request.get('/about-us')
    expectHashedScriptPolicy(fresh, '/about-us')
    const etag = fresh.headers().etag
    expect(etag).toBeTruthy()
    revalidated = await request.get('/about-us', { headers: { 'if-none-match': etag } })
    if (revalidated.status() !== 304) expectHashedScriptPolicy(revalidated, '/about-us, rendered anew')
  }
  expect(revalidated?.status()).toBe(304)
  expect(revalidated?.headers()['content-security-policy']).toBeUndefined()

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
