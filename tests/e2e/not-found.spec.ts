/** Unknown addresses answer 404 with the site's fixed 404 heading. */
import { expect, test } from './support/fixtures'

const MISSING = ['/definitely-not-here/at-all', '/post/no-such-article', '/meme/no-such-meme', '/author/abc']

for (const path of MISSING) {
  test(`${path} answers 404 "This page could not be found"`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('This page could not be found')
  })
}
