/**
 * Podcasts: the index, a show's episodes in every order (kept in the address), an episode's ring
 * player (play, seek, skip, speed, resume), the mini-player that keeps playing across a
 * navigation, the podcast feed as a podcast app reads it, audio in byte ranges, and 404s.
 */
import type { Page } from '@playwright/test'
import { parseFeed } from 'podcast-partytime'

import { apiDocs, jsonLdNodes } from './support/content'
import { expect, test } from './support/fixtures'

type Show = { id: number; slug: string; title: string }
type Episode = { id: number; slug: string; title: string; duration: number; publishedAt: string; plays: number }

const SHOW = 'the-staffroom-kettle'

async function theShow(page: Page): Promise<Show> {
  const [show] = await apiDocs(page.request, 'podcasts', { 'where[slug][equals]': SHOW })
  if (!show) throw new Error('the seed has no Staffroom Kettle')
  return show as unknown as Show
}

async function episodesOf(page: Page, show: Show): Promise<Episode[]> {
  return (await apiDocs(page.request, 'episodes', {
    'where[show][equals]': String(show.id),
    sort: '-publishedAt',
    limit: '50',
  })) as unknown as Episode[]
}

/** The episode titles listed on the show page, in order. */
const listed = (page: Page) =>
  page.getByRole('region', { name: /^Episodes/ }).getByRole('listitem').getByRole('heading').allTextContents()

test('/podcasts shows the featured show, the shows and the trending episodes; /podcast is the same list', async ({
  page,
}) => {
  for (const path of ['/podcasts', '/podcast']) {
    await page.goto(path)
    await expect(page.locator('[data-layout="podcast"]')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podcasts')
    const featured = page.getByRole('region', { name: 'Featured show' })
    await expect(featured.getByRole('link', { name: 'The Staffroom Kettle' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Browse the shows' }).getByRole('link')).toHaveCount(2)
    await expect(page.getByRole('region', { name: 'Trending episodes' }).getByRole('listitem')).toHaveCount(6)
    await expect(page.getByRole('region', { name: 'All shows' }).getByRole('listitem')).toHaveCount(2)
  }
})

test('a show lists its episodes newest first and sorts them by the address, back and refresh included', async ({
  page,
}) => {
  const show = await theShow(page)
  const episodes = await episodesOf(page, show)
  expect(episodes.length).toBeGreaterThanOrEqual(12)
  await page.goto(`/podcast/${show.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(show.title)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').last()).toHaveAttribute(
    'href',
    new RegExp(`/feeds/podcast/${show.slug}\\.xml$`),
  )
  expect(await listed(page)).toEqual(episodes.map((e) => e.title))
  const sort = page.getByRole('navigation', { name: 'Sort episodes' })
  await expect(sort.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true')

  await sort.getByRole('link', { name: 'Longest' }).click()
  await expect(page).toHaveURL(new RegExp(`/podcast/${show.slug}\\?sort=longest$`))
  await expect(sort.getByRole('link', { name: 'Longest' })).toHaveAttribute('aria-current', 'true')
  const longest = [...episodes].sort((a, b) => b.duration - a.duration || b.publishedAt.localeCompare(a.publishedAt))
  expect(await listed(page)).toEqual(longest.map((e) => e.title))

  await sort.getByRole('link', { name: 'Oldest' }).click()
  await expect(page).toHaveURL(/\?sort=oldest$/)
  expect(await listed(page)).toEqual([...episodes].reverse().map((e) => e.title))

  await page.goBack()
  await expect(page).toHaveURL(/\?sort=longest$/)
  expect(await listed(page)).toEqual(longest.map((e) => e.title))
  await page.reload()
  expect(await listed(page)).toEqual(longest.map((e) => e.title))

  await page.goto(`/podcast/${show.slug}?sort=most-played`)
  await expect(sort.getByRole('link', { name: 'Most played' })).toHaveAttribute('aria-current', 'true')
  expect((await page.request.get(`/podcast/${show.slug}?sort=loudest`)).status()).toBe(404)
})

test('the episode player plays, seeks, skips, changes speed, and the ring moves', async ({ page }) => {
  const show = await theShow(page)
  const [episode] = await episodesOf(page, show)
  await page.goto(`/podcast/${show.slug}/${episode.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(episode.title)
  const ld = (await jsonLdNodes(page)).find((n) => n['@type'] === 'PodcastEpisode')
  expect(ld).toMatchObject({ name: episode.title, partOfSeries: { '@type': 'PodcastSeries', name: show.title } })

  const ring = page.getByTestId('progress-ring').locator('[data-progress]')
  await expect(ring).toHaveAttribute('data-progress', '0.000')
  const seek = page.getByRole('slider', { name: 'Position in the episode' })
  await expect(seek).toBeDisabled()
  await page.getByRole('button', { name: 'Play episode' }).click()
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect(seek).toBeEnabled()
  await expect.poll(async () => Number(await ring.getAttribute('data-progress')), { timeout: 10_000 }).toBeGreaterThan(0)

  // Keyboard: the slider moves by 5 seconds an arrow.
  const before = Number(await seek.inputValue())
  await seek.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThanOrEqual(before + 4)
  await page.getByRole('button', { name: 'Back 15 seconds' }).click()
  await expect.poll(async () => Number(await seek.inputValue())).toBeLessThan(5)

  await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.5')
  expect(await page.evaluate(() => localStorage.getItem('staffroom:listen:rate'))).toBe('1.5')

  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByRole('button', { name: /^(Resume from|Play episode)/ })).toBeVisible()
  // The play was counted (once a day per visitor).
  await expect
    .poll(async () => {
      const [fresh] = await apiDocs(page.request, 'episodes', { 'where[id][equals]': String(episode.id) })
      return (fresh as unknown as Episode).plays
    })
    .toBeGreaterThan(episode.plays)
})

test('the mini-player keeps the episode playing across navigations, and it resumes where it was left', async ({
  page,
}) => {
  const show = await theShow(page)
  const [, episode] = await episodesOf(page, show)
  await page.goto(`/podcast/${show.slug}/${episode.slug}`)
  await expect(page.getByRole('region', { name: 'Now playing' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Play episode' }).click()
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
  const seek = page.getByRole('slider', { name: 'Position in the episode' })
  await expect.poll(async () => Number(await seek.inputValue()), { timeout: 10_000 }).toBeGreaterThan(0)
  // Marked, so a full reload (which would stop the audio) shows.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: show.title }).click()
  await expect(page).toHaveURL(new RegExp(`/podcast/${show.slug}$`))
  const bar = page.getByRole('region', { name: 'Now playing' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: episode.title })).toBeVisible()
  await expect(bar.getByRole('button', { name: `Pause ${episode.title}` })).toBeVisible()
  const clock = async () => {
    const text = (await bar.textContent()) ?? ''
    const [, m, s] = /(\d+):(\d\d) \//.exec(text) ?? []
    return Number(m) * 60 + Number(s)
  }
  const at = await clock()
  await page.getByRole('link', { name: 'Podcasts' }).first().click()
  await expect(page).toHaveURL(/\/podcasts$/)
  await expect.poll(clock, { timeout: 10_000 }).toBeGreaterThan(at)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  await bar.getByRole('button', { name: `Pause ${episode.title}` }).click()
  const left = await clock()
  expect(left).toBeGreaterThan(0)
  await bar.getByRole('button', { name: 'Close the player' }).click()
  await expect(bar).toHaveCount(0)

  // A new visit to the episode offers to resume from where it was left.
  await page.goto(`/podcast/${show.slug}/${episode.slug}`)
  await expect(page.getByRole('button', { name: /^Resume from \d+:\d\d$/ })).toBeVisible()
})

test('the podcast feed reads in a podcast app’s parser with every tag Apple asks for; audio answers ranges', async ({
  request,
}) => {
  const response = await request.get(`/feeds/podcast/${SHOW}.xml`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  const feed = parseFeed(xml)
  if (!feed) throw new Error('the feed did not parse')
  expect(feed).toMatchObject({
    title: 'The Staffroom Kettle',
    language: 'en-us',
    explicit: false,
    author: 'Priya Shah, Tom Okafor',
    owner: { name: 'Staffroom', email: 'podcasts@staffroom.local' },
    itunesType: 'episodic',
  })
  expect(feed.description).toMatch(/^Two teachers, one kettle/)
  expect(feed.link).toMatch(new RegExp(`/podcast/${SHOW}$`))
  expect(feed.itunesImage).toMatch(/\/api\/media\/file\/podcast-the-staffroom-kettle\.png$/)
  expect(feed.itunesCategory).toEqual(['Comedy'])
  expect(feed.items.length).toBe(13)
  for (const item of feed.items) {
    expect(item.title).toBeTruthy()
    expect(item.guid).toMatch(/^urn:staffroom:episode:\d+$/)
    expect(item.pubDate).toBeInstanceOf(Date)
    expect(item.duration).toBeGreaterThanOrEqual(8)
    expect(item.enclosure.type).toBe('audio/mpeg')
    expect(item.enclosure.length).toBeGreaterThan(10_000)
    expect(item.itunesSeason).toBe(1)
    expect(['full', 'trailer', 'bonus']).toContain(item.itunesEpisodeType)
  }
  expect(feed.items.filter((i) => String(i.itunesEpisodeType) === 'full').every((i) => (i.itunesEpisode ?? 0) > 0)).toBe(true)
  // Every tag Apple asks for, as written (the parser reads some of them leniently).
  for (const tag of ['itunes:image', 'itunes:category', 'itunes:explicit', 'itunes:owner', 'itunes:author', 'itunes:type']) {
    expect(xml, tag).toContain(`<${tag}`)
  }

  const [item] = feed.items
  const audio = new URL(item.enclosure.url).pathname
  const whole = await request.get(audio)
  expect(whole.status()).toBe(200)
  const bytes = await whole.body()
  expect(bytes.length).toBe(item.enclosure.length)
  const part = await request.get(audio, { headers: { range: 'bytes=1000-1999' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${bytes.length}`)
  expect(Buffer.compare(await part.body(), bytes.subarray(1000, 2000))).toBe(0)
})

test('unknown shows, episodes, episodes under another show and feeds answer 404', async ({ page }) => {
  const show = await theShow(page)
  const [episode] = await episodesOf(page, show)
  for (const path of [
    '/podcast/no-such-show',
    `/podcast/${show.slug}/no-such-episode`,
    `/podcast/lesson-plans-and-lies/${episode.slug}`,
    '/feeds/podcast/no-such-show.xml',
    '/feeds/podcast/bad..name.xml',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404)
  }
})
