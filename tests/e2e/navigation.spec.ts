/**
 * A navigation made in code (useAppRouter: here the header search's Enter) gets what a link click
 * gets: the loading bar while the new page loads, and the new page starts at the top. And every
 * section of the site is one click from the header, on a desktop and on a phone.
 */
import type { Locator } from '@playwright/test'

import { expect, test } from './support/fixtures'

/** Every section's list page: what a visitor must find from the header of any page. */
const SECTIONS = [
  '/post',
  '/category/originals',
  '/memes',
  '/videos',
  '/podcasts',
  '/printables',
  '/faves-of-the-day',
  '/giveaways',
  '/comedy-tour',
]
const CATEGORIES = [
  '/category/classroom-life',
  '/category/staffroom-stories',
  '/category/teacher-wellbeing',
  '/category/lesson-hacks',
  '/back-to-school',
]

const pathsOf = (links: Locator) =>
  links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))

test('every section is one click from the header: in one row at 1280 px, in the menu at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const main = page.getByRole('navigation', { name: 'Main' })
  expect(await pathsOf(main.getByRole('link'))).toEqual(expect.arrayContaining(SECTIONS))
  // One row, nothing scrolled out of sight.
  const tops = await main.getByRole('link').evaluateAll((all) => all.map((a) => a.getBoundingClientRect().top))
  expect(new Set(tops).size).toBe(1)
  expect(await main.locator('ul').evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'All sections' })
  await expect(menu).toBeVisible()
  expect(await pathsOf(menu.getByRole('link'))).toEqual(expect.arrayContaining([...SECTIONS, ...CATEGORIES]))
  // The last item can be reached on a phone: the menu scrolls.
  const last = menu.getByRole('link').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()

  // The footer leads to the ways in for readers who write or make things.
  await page.keyboard.press('Escape')
  const footer = page.getByRole('contentinfo')
  expect(await pathsOf(footer.getByRole('link'))).toEqual(expect.arrayContaining(['/submission', '/become-a-creator']))
})

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

test('a section’s own header (memes, videos, giveaways, the tour) keeps every other section a click away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // The section pages, and one meme and one video (their pages wear the section's header too).
  const paths = ['/memes', '/videos', '/giveaways', '/comedy-tour']
  for (const [list, prefix] of [
    ['/memes', '/meme/'],
    ['/videos', '/video/'],
  ]) {
    await page.goto(list)
    const first = page.locator(`main a[href^="${prefix}"]`).first()
    paths.push(new URL((await first.getAttribute('href'))!, page.url()).pathname)
  }
  const withMenu: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const header = page.getByRole('banner')
    const row = await pathsOf(header.getByRole('navigation', { name: 'Main' }).getByRole('link'))
    // A page in the site's own header has every section in its row already.
    if (SECTIONS.every((section) => row.includes(section))) continue
    withMenu.push(path)
    await header.getByRole('button', { name: 'Sections' }).click()
    const menu = page.getByRole('navigation', { name: 'All sections' })
    await expect(menu).toBeVisible()
    const inMenu = await pathsOf(menu.getByRole('link'))
    expect([...row, ...inMenu], path).toEqual(expect.arrayContaining(SECTIONS))
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
  // The memes, video and tour headers list only their own section in their row.
  expect(withMenu.length, `pages with a section header: ${withMenu.join(', ')}`).toBeGreaterThanOrEqual(3)
})
