/**
 * Scripts run under a Content-Security-Policy without 'unsafe-inline' (src/server/script-hashes.ts).
 * Every public page type is checked by the a11y walk (a11y.spec.ts, support/csp.ts); here: the
 * admin, a page revalidated with a 304, and a script that is not the page's own, written into the
 * page afterwards, which is refused.
 */
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
