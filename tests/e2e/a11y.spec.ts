/**
 * axe-core, WCAG 2.1 A and AA plus axe's best practices (heading order, landmarks): 0 violations
 * on every page type (support/page-types.ts) at phone and desktop widths.
 * The same walk checks the page's scripts ran under its hashed script-src with no CSP violation
 * (support/csp.ts): every page type is loaded once for both.
 */
import { expectHashedScriptPolicy, violations, watchViolations } from './support/csp'
import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    for (const type of PAGE_TYPES) {
      test(`${type.name} has no axe violations and no CSP violation`, async ({ page, request, axe }) => {
        await watchViolations(page)
        const path = await type.path(request)
        const response = await page.goto(path)
        if (response?.status() !== type.status) throw new Error(`${path} answered ${response?.status()}`)
        expectHashedScriptPolicy(response, path)
        // The app's own signal that the page is whole and working (not a quiet network, which a
        // prefetch or a slow machine can put off past any timeout).
        await page.waitForLoadState('load')
        await page.locator('body[data-hydrated]').waitFor({ state: 'attached' })
        await axe(page, `${path} at ${viewport.width}×${viewport.height}`)
        expect(await violations(page), `${path}: CSP violations`).toEqual([])
      })
    }
  })
}
