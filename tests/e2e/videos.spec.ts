/** Videos: the click-to-load player (nothing from the platform before the click), the sliders, categories, 404s. */
import type { Page, Request } from '@playwright/test'

import { apiDocs, jsonLdNodes } from './support/content'
import { expect, test } from './support/fixtures'

const PLATFORM = /(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com)$/

/** Every request the page makes to the video platform, from now on. */
function platformRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (PLATFORM.test(host)) seen.push(request)
  })
  return seen
}

/** The embed host answers from here, so nothing leaves the machine. */
async function stubEmbed(page: Page) {
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Stub player</title><p>Playing</p>',
    }),
  )
}

async function aVideo(page: Page) {
  const [video] = await apiDocs(page.request, 'videos', { sort: '-publishedAt', limit: '1', depth: '0' })
  if (!video) throw new Error('the seed has no videos')
  return video as { id: number; slug: string; title: string; source: { platformId: string } }
}

test('the player loads nothing from the platform until Play is pressed, then the privacy-enhanced embed', async ({
  page,
}) => {
  const requests = platformRequests(page)
  await stubEmbed(page)
  const video = await aVideo(page)
  await page.goto(`/video/${video.slug}`)
  await expect(page.locator('[data-layout="video"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title)
  const play = page.getByRole('button', { name: `Play video: ${video.title}` })
  await expect(play).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(requests.map((r) => r.url())).toEqual([])

  await play.click()
  const frame = page.locator(`iframe[title="${video.title}"]`)
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${video.source.platformId}?autoplay=1`,
  )
  await expect(frame.contentFrame().getByText('Playing')).toBeVisible()
  expect(requests.every((r) => new URL(r.url()).hostname === 'www.youtube-nocookie.com')).toBe(true)
  expect(requests.length).toBeGreaterThan(0)
})

test('Play works from the keyboard, and the video page has its category, structured data and metadata', async ({
  page,
}) => {
  await stubEmbed(page)
  const video = await aVideo(page)
  await page.goto(`/video/${video.slug}`)
  const play = page.getByRole('button', { name: `Play video: ${video.title}` })
  await play.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('iframe')).toHaveCount(1)

  const ld = (await jsonLdNodes(page)).find((n) => n['@type'] === 'VideoObject')
  expect(ld).toMatchObject({
    name: video.title,
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.source.platformId}`,
  })
  expect(String(ld?.duration)).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/)
  expect(String(ld?.thumbnailUrl)).toMatch(/^http/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other')
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/media\/file\//)
  const category = page.getByRole('complementary', { name: 'About this video' }).locator(`a[href^="/video-category/"]`)
  await category.click()
  await expect(page).toHaveURL(/\/video-category\//)
})

test('/videos: main video, sliders whose buttons page through them, by keyboard and without smooth motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/videos')
  await expect(page.locator('[data-layout="video_main"] header[data-variant="video"]')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Main video' }).getByRole('heading')).toBeVisible()
  for (const name of ['Trending', 'Video categories', 'Originals'])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible()

  const slider = page.getByRole('region', { name: 'Trending', exact: true })
  const list = slider.getByRole('list', { name: 'Trending' })
  const previous = slider.getByRole('button', { name: 'Previous: Trending' })
  const next = slider.getByRole('button', { name: 'Next: Trending' })
  await expect(previous).toHaveAttribute('aria-disabled', 'true')
  await expect(next).toHaveAttribute('aria-disabled', 'false')
  await next.focus()
  await page.keyboard.press('Enter')
  // Reduced motion: the list jumps at once (no smooth scrolling to wait for).
  expect(await list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  expect(await list.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto')
  await expect(previous).toHaveAttribute('aria-disabled', 'false')
  await expect(next).toBeFocused()
  await previous.click()
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0)
  await expect(previous).toHaveAttribute('aria-disabled', 'true')

  // The list itself takes focus and scrolls with the arrow keys.
  await list.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
})

test('a video category lists its subcategories and its videos; unknown addresses are 404', async ({ page }) => {
  await page.goto('/video-category/sketches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sketches')
  const subcategories = page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link')
  await expect(subcategories).toHaveText(['Classroom sketches', 'Staffroom sketches'])
  await expect(page.getByRole('main').locator('ul.grid > li').first()).toBeVisible()
  await subcategories.first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classroom sketches')

  expect((await page.request.get('/video/no-such-video')).status()).toBe(404)
  expect((await page.request.get('/video-category/no-such-category')).status()).toBe(404)
  expect((await page.request.get('/video-category/sketches?page=99')).status()).toBe(404)
  expect((await page.request.get('/video')).status()).toBe(200)
})
