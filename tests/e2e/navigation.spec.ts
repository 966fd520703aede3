/**
 * A navigation made in code (useAppRouter: here the header search's Enter) gets what a link click
 * gets: the loading bar while the new page loads, and the new page starts at the top.
 */
import { expect, test } from './support/fixtures'

test('Enter in the header search shows the loading bar and opens the results at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 }) // short, so that the results page scrolls too
  await page.goto('/')
  const bar = page.getByRole('progressbar', { name: 'Loading page', includeHidden: true })
  await expect(bar).toHaveAttribute('data-state', 'idle')

  // Hold the results page's data until the bar has been seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/search',
    async (route) => {
      await held
      await route.continue()
    },
  )

  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' })
  await field.click()
  await field.pressSequentially('chalkdust', { delay: 20 })
  // The combobox has taken over the form: Enter is its navigation, not the form's page load.
  await expect(page.getByRole('option', { name: /See all results for/ })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  await page.keyboard.press('Enter')
  await expect(bar).toHaveAttribute('data-state', 'loading')
  await expect(bar).toBeVisible()
  release()

  await expect(page).toHaveURL('/search?q=chalkdust')
  await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue('chalkdust')
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await expect(bar).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // At the top, and not because the new page is too short to stay where the old one was.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300)
})
