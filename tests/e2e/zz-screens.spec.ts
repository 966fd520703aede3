import { test } from './support/fixtures'

for (const width of [390, 1280]) {
  test(`screens at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/memes')
    await page.screenshot({ path: `/tmp/memes-shots/memes-${width}.png`, fullPage: true })
    await page.goto('/meme/wet-play')
    await page.screenshot({ path: `/tmp/memes-shots/meme-${width}.png`, fullPage: true })
  })
}
