/**
 * The comedy tour in the browser, on the seeded tour: both routes with every section, shows by
 * month with each state (the sold-out button disabled, ticket links to the seller in a new tab),
 * the first months with the page and later ones on request (in place with JavaScript, through the
 * address without), filters and the archive through the address (without JavaScript), near me by
 * ZIP code and by the browser's location, a calendar file per show, a ComedyEvent per listed show
 * and every upcoming one on the all-dates page, and an editor's change reaching an open page
 * without a reload.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { availabilityOf, eventStatusOf, isPast, showState, startOf } from '../../src/lib/tour/status'
import { venueMonth } from '../../src/lib/tour/time'
import { SHOWS_PER_STEP } from '../../src/lib/tour/view'
import type { TourShow } from '../../src/payload-types'
import { axeViolations, formatViolations } from './support/axe'
import { apiDocs, apiGlobal, jsonLdNodes, ofType } from './support/content'
import { expect, test } from './support/fixtures'

type Show = Omit<TourShow, 'lineup'> & { lineup: { id: number; name: string }[] }

async function shows(request: APIRequestContext): Promise<Show[]> {
  const docs = await apiDocs(request, 'tour-shows', { depth: '1', limit: '100', sort: 'startsAt' })
  return docs as unknown as Show[]
}

const upcomingOf = (all: Show[]) =>
  all.filter((s) => !isPast(s)).sort((a, b) => Date.parse(startOf(a)) - Date.parse(startOf(b)))

const listed = (page: Page) => page.locator('#shows article[data-show]')
const listedIds = (page: Page) => listed(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-show'))))
const monthOf = (show: Show) => venueMonth(startOf(show), show.timeZone).key

/** The page lists the first shows in date order, in whole months, at least SHOWS_PER_STEP of them. */
async function expectFirstMonths(page: Page, upcoming: Show[]) {
  const ids = await listedIds(page)
  expect(ids).toEqual(upcoming.slice(0, ids.length).map((s) => s.id))
  expect(ids.length).toBeGreaterThanOrEqual(Math.min(SHOWS_PER_STEP, upcoming.length))
  const [last, next] = [upcoming[ids.length - 1], upcoming[ids.length]]
  if (next) expect(monthOf(next), 'the next show is in a month not yet listed').not.toBe(monthOf(last))
  return ids
}

test('both tour routes show every section with the CMS content, and name /comedy-tour canonical', async ({
  page,
  request,
}) => {
  const tour = await apiGlobal<{ name: string; tagline: string; announcement: { text: string }; about: string }>(
    request,
    'tour',
  )
  const performers = await apiDocs(request, 'performers')
  const press = await apiDocs(request, 'press-articles')
  const testimonials = await apiDocs(request, 'testimonials', { 'where[showOn][in]': 'tour' })
  expect(performers.length).toBeGreaterThanOrEqual(8)
  expect(press.length).toBeGreaterThanOrEqual(6)
  expect(testimonials.length).toBeGreaterThanOrEqual(10)
  for (const path of ['/comedy-tour', '/teachers-do-stand-up-tour']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('[data-layout="comedy-tour"]')).toBeVisible()
    const header = page.locator('[data-tour="header"]')
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(tour.name)
    await expect(header).toContainText(tour.tagline)
    const nav = page.getByRole('navigation', { name: 'Comedy tour' })
    for (const name of ['Shows', 'Performers', 'Testimonials', 'Press', 'Photos', 'Video', 'About', 'Contact us'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveText(tour.announcement.text)
    await expect(page.locator('[data-tour="hero"] img')).toBeVisible()
    const slider = page.locator('[data-tour="slides"]')
    await expect(slider.getByRole('heading', { level: 2, name: 'On the tour' })).toBeVisible()
    await expect(slider.getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('heading', { level: 2, name: 'All shows' })).toBeVisible()
    await expectFirstMonths(page, upcomingOf(await shows(request)))
    const performerSection = page.locator('#performers')
    for (const p of performers)
      await expect(performerSection.getByRole('heading', { name: String(p.name) })).toBeVisible()
    const quotes = page.locator('#testimonials blockquote')
    await expect(quotes).toHaveCount(testimonials.length)
    for (const article of press)
      await expect(page.locator('#press').getByRole('link', { name: String(article.title) })).toHaveAttribute(
        'href',
        String(article.url),
      )
    await expect(page.locator('#photos')).toContainText('@teachersdostandup')
    await expect(page.locator('#video').getByRole('button', { name: /^Play video:/ })).toBeVisible()
    await expect(page.locator('#about')).toContainText(tour.about.split('\n')[0])
    const contact = page.locator('#contact')
    await expect(contact.getByRole('heading', { name: 'Contact us' })).toBeVisible()
    await expect(contact.getByLabel('Your name')).toBeVisible()
    await expect(page.locator('[data-tour="footer"]')).toContainText(tour.name)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/comedy-tour$/)
  }
})

test('upcoming shows by month, each state in words; sold out stays a disabled button; tickets open the seller in a new tab', async ({
  page,
  request,
}) => {
  const all = await shows(request)
  const upcoming = upcomingOf(all)
  expect(upcoming.length).toBeGreaterThanOrEqual(30)
  const states = new Set(upcoming.map((s) => showState(s)))
  for (const state of ['on-sale', 'presale', 'coming-soon', 'few-tickets', 'sold-out', 'cancelled', 'postponed'])
    expect(states, `the seed has a show that is ${state}`).toContain(state)
  await page.goto('/comedy-tour?shows=all')
  // Past shows are not listed; the rest in date order, under their month.
  expect(await listedIds(page)).toEqual(upcoming.map((s) => s.id))
  const months = await page.locator('#shows section[data-month] > h3').allTextContents()
  expect(months.length).toBeGreaterThanOrEqual(11)
  expect(new Set(months).size).toBe(months.length)
  for (const show of upcoming) {
    const card = page.locator(`#show-${show.id}`)
    const state = showState(show)
    await expect(card).toHaveAttribute('data-state', state)
    const badge = card.locator('span[data-state]')
    const words: Record<string, RegExp> = {
      'on-sale': /^On sale$/,
      presale: /^Presale now · general sale /,
      'coming-soon': /^Presale [A-Z][a-z]{2} \d+, \d{4}$/,
      'few-tickets': /^Few tickets left$/,
      'sold-out': /^Sold out$/,
      cancelled: /^Cancelled$/,
      postponed: /^Postponed · new date to come$/,
    }
    await expect(badge).toHaveText(words[state])
    const tickets = card.getByRole('link', { name: /^Tickets/ })
    if (['on-sale', 'few-tickets', 'presale'].includes(state)) {
      await expect(tickets).toHaveAttribute('href', String(show.ticketUrl))
      await expect(tickets).toHaveAttribute('target', '_blank')
      await expect(tickets).toHaveAttribute('rel', /noopener/)
    } else await expect(tickets).toHaveCount(0)
    if (state === 'sold-out') await expect(card.getByRole('button', { name: /^Sold out/ })).toBeDisabled()
  }
  const moved = upcoming.find((s) => s.showStatus === 'postponed' && s.newDate)
  expect(moved, 'the seed has a show moved to a new date').toBeTruthy()
  await expect(page.locator(`#show-${moved!.id}`)).toContainText('Rescheduled from')
  // The venue's own clock, with its zone.
  await expect(page.locator('#shows time').first()).toContainText(/\d:\d\d [AP]M [A-Z]{2,4}/)
})

test('later months come on request: in place with JavaScript, through the address without', async ({
  page,
  browser,
  request,
}) => {
  const upcoming = upcomingOf(await shows(request))
  await page.goto('/comedy-tour')
  await expect(page.locator('body[data-hydrated]')).toBeAttached()
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  let ids = await expectFirstMonths(page, upcoming)
  expect(ids.length, 'the seed has more than the first months').toBeLessThan(upcoming.length)
  const more = page.getByRole('button', { name: /^Show more dates/ })
  await expect(more).toHaveText(`Show more dates (${upcoming.length - ids.length} more)`)
  while (ids.length < upcoming.length) {
    const firstNew = upcoming[ids.length]
    await more.click()
    await expect(page).toHaveURL(new RegExp(`[?&]shows=${ids.length + SHOWS_PER_STEP}#month-${monthOf(firstNew)}$`))
    await expect(page.locator(`#show-${firstNew.id}`)).toBeVisible()
    // Focus is on the first new month, where the list went on.
    await expect(page.locator(`#month-${monthOf(firstNew)}`)).toBeFocused()
    ids = await expectFirstMonths(page, upcoming)
  }
  await expect(more).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/comedy-tour')
  const first = await expectFirstMonths(plain, upcoming)
  await plain.getByRole('button', { name: /^Show more dates/ }).click()
  await expect(plain).toHaveURL(
    new RegExp(`\\?shows=${first.length + SHOWS_PER_STEP}#month-${monthOf(upcoming[first.length])}$`),
  )
  expect((await expectFirstMonths(plain, upcoming)).length).toBeGreaterThan(first.length)
  await plain.goto('/comedy-tour')
  await plain.getByRole('link', { name: `All ${upcoming.length} dates` }).click()
  await expect(plain).toHaveURL(/\?shows=all#shows$/)
  expect(await listedIds(plain)).toEqual(upcoming.map((s) => s.id))
  await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/comedy-tour\?shows=all$/)
  await context.close()
})

test('filters, kinds and the archive work through the address, without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const all = await shows(request)
  const upcoming = upcomingOf(all)
  await page.goto('/comedy-tour')
  await page.getByLabel('State or region').selectOption('Texas')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/\?region=Texas#shows$/)
  const texas = upcoming.filter((s) => s.region === 'Texas')
  expect(texas.length).toBeGreaterThanOrEqual(2)
  await expect(listed(page)).toHaveCount(texas.length)
  await expect(page.locator('#shows')).toContainText(`${texas.length} shows in Texas.`)

  await page.getByRole('navigation', { name: 'Kinds of show' }).getByRole('link', { name: 'Seated shows' }).click()
  await expect(page).toHaveURL(/kind=seated&region=Texas/)
  await expect(page.getByRole('heading', { level: 2, name: 'Seated shows' })).toBeVisible()
  await expect(listed(page)).toHaveCount(texas.filter((s) => s.kind === 'seated').length)

  await page.goto('/comedy-tour?kind=seated')
  const seated = upcoming.filter((s) => s.kind === 'seated')
  await expect(listed(page)).toHaveCount(seated.length)
  expect(await listed(page).evaluateAll((els) => els.every((e) => e.getAttribute('data-kind') === 'seated'))).toBe(true)

  await page.goto('/comedy-tour')
  await page.getByRole('link', { name: 'Past shows (archive)' }).click()
  await expect(page).toHaveURL(/view=archive/)
  const past = all.filter((s) => isPast(s))
  expect(past.length).toBeGreaterThanOrEqual(3)
  await expect(listed(page)).toHaveCount(past.length)
  expect(await listed(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual(
    past.map(() => 'past'),
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/comedy-tour\?view=archive$/)
  await context.close()
})

test('near me: a ZIP code sorts nearest first (a form, no JavaScript); a bad one is told in words', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/comedy-tour')
  await page.getByLabel('Shows near ZIP code').fill('78701')
  await page.getByRole('button', { name: 'Nearest first' }).click()
  await expect(page).toHaveURL(/\?zip=78701#shows$/)
  await expect(page.locator('#shows')).toContainText('Nearest to ZIP code 78701 first.')
  const cities = await page.locator('#shows [data-list="near"] h3').allTextContents()
  expect(cities.slice(0, 3).map((c) => c.replace(/Seated$/, '').trim())).toEqual([
    'Austin, Texas',
    'Houston, Texas',
    'Dallas, Texas',
  ])
  const miles = (
    await page
      .locator('#shows [data-list="near"]')
      .getByText(/ miles? away$/)
      .allTextContents()
  ).map((t) => Number.parseInt(t, 10))
  expect(miles.length).toBe(cities.length)
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  expect(miles[0]).toBeLessThan(5)

  for (const [zip, words] of [
    ['00000', 'We don’t know the ZIP code 00000.'],
    ['hello', 'Enter a five-digit US ZIP code'],
  ]) {
    const response = await page.goto(`/comedy-tour?zip=${zip}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert').filter({ hasText: words })).toBeVisible()
  }
  await context.close()
})

test('"Use my location" sorts by the browser’s position', async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: 47.61, longitude: -122.33 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  await page.goto('/comedy-tour')
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page).toHaveURL(/lat=47\.61&lon=-122\.33/)
  await expect(page.locator('#shows [data-list="near"] h3').first()).toHaveText('Seattle, Washington')
  await context.close()
})

test('each show has an iCalendar file (RFC 5545) with its time in UTC', async ({ request }) => {
  const upcoming = upcomingOf(await shows(request))
  for (const show of upcoming.slice(0, 5)) {
    const response = await request.get(`/comedy-tour/calendar/${show.id}.ics`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
    const text = await response.text()
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines.filter((l) => l.startsWith('BEGIN:') || l.startsWith('END:'))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
    const props = new Map(
      lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
    )
    const utc = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')
    expect(props.get('VERSION')).toBe('2.0')
    expect(props.get('DTSTART')).toBe(utc(startOf(show)))
    expect(props.get('SUMMARY')).toBe(`${show.title} at ${show.venue}`.replace(/([,;])/g, '\\$1'))
    expect(props.get('LOCATION')).toContain(show.venue.replace(/([,;])/g, '\\$1'))
    expect(props.get('URL')).toMatch(new RegExp(`/comedy-tour#show-${show.id}$`))
    expect(props.get('UID')).toMatch(new RegExp(`^tour-show-${show.id}@`))
  }
  expect((await request.get('/comedy-tour/calendar/999999.ics')).status()).toBe(404)
  expect((await request.get('/comedy-tour/calendar/nothing')).status()).toBe(404)
})

test('a ComedyEvent for each listed show, and for every upcoming one on the all-dates page; performers and the organiser described once', async ({
  page,
  request,
}) => {
  const upcoming = upcomingOf(await shows(request))
  await page.goto('/comedy-tour')
  const firstIds = await listedIds(page)
  expect(ofType(await jsonLdNodes(page), 'ComedyEvent').map((e) => Number(String(e.url).split('#show-')[1]))).toEqual(
    firstIds,
  )

  await page.goto('/comedy-tour?shows=all')
  const nodes = await jsonLdNodes(page)
  const described = new Map(nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]))
  const byId = (ref: unknown) => described.get((ref as { '@id': string })['@id']) as Record<string, unknown>
  const events = ofType(nodes, 'ComedyEvent')
  expect(events).toHaveLength(upcoming.length)
  const people = ofType(nodes, 'Person')
  expect(new Set(people.map((p) => p['@id'])).size, 'each performer once').toBe(people.length)
  for (const show of upcoming) {
    const event = events.find((e) => String(e.url).endsWith(`#show-${show.id}`)) as Record<string, unknown>
    expect(event, `the ComedyEvent of show ${show.id}`).toBeTruthy()
    expect(event.name).toBe(show.title)
    expect(event.startDate).toBe(startOf(show))
    expect(event.eventStatus).toBe(`https://schema.org/${eventStatusOf(show)}`)
    expect(event.location).toMatchObject({
      '@type': 'Place',
      name: show.venue,
      address: { addressLocality: show.city, addressRegion: show.region, addressCountry: show.country },
    })
    expect((event.performer as unknown[]).map((p) => byId(p).name)).toEqual(show.lineup.map((p) => p.name))
    expect(byId(event.organizer)).toMatchObject({ '@type': 'Organization', name: expect.any(String) })
    const range = show.priceMin != null && show.priceMax != null && show.priceMax > show.priceMin
    expect(event.offers).toMatchObject({
      '@type': 'Offer',
      price: show.priceMin,
      ...(range ? { priceSpecification: { minPrice: show.priceMin, maxPrice: show.priceMax } } : {}),
      priceCurrency: show.currency,
      availability: `https://schema.org/${availabilityOf(show)}`,
      validFrom: show.presaleAt,
      url: show.ticketUrl,
    })
  }
})

test('an editor’s change reaches an open tour page without a reload', async ({ page, request, editorApi }) => {
  const show = upcomingOf(await shows(request)).find((s) => showState(s) === 'on-sale' && !s.showStatus)
  expect(show, 'an on-sale show to sell out').toBeTruthy()
  await page.goto('/comedy-tour?shows=all')
  await expect(page.locator('html')).toHaveAttribute('data-tour-live', 'on', { timeout: 15_000 })
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const card = page.locator(`#show-${show!.id}`)
  await expect(card).toHaveAttribute('data-state', 'on-sale')
  const patch = (showStatus: string | null) =>
    editorApi.patch(`/api/tour-shows/${show!.id}`, { data: { showStatus, _status: 'published' } })
  try {
    expect((await patch('sold-out')).status()).toBe(200)
    await expect(card).toHaveAttribute('data-state', 'sold-out', { timeout: 15_000 })
    await expect(card.getByRole('button', { name: /^Sold out/ })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'The show list was just updated.' })).toBeAttached()
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  } finally {
    expect((await patch(null)).status()).toBe(200)
  }
  await expect(card).toHaveAttribute('data-state', 'on-sale', { timeout: 15_000 })
})

/** A real WebM clip, recorded by the browser itself from a canvas: about a second of moving colour. */
async function recordClip(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 })
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let frame = 0; frame < 20; frame += 1) {
      context.fillStyle = `hsl(${frame * 18} 70% 50%)`
      context.fillRect(0, 0, 320, 180)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    recorder.stop()
    await stopped
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  return Buffer.from(bytes)
}

test('a video hero: the editor’s clip with the hero picture as its poster, played only by the visitor', async ({
  page,
  request,
  editorApi,
}) => {
  await page.goto('/comedy-tour')
  const clip = await recordClip(page)
  expect(clip.subarray(0, 4).toString('hex'), 'a WebM (EBML) file').toBe('1a45dfa3')
  const uploaded = await editorApi.post('/api/video-files', {
    multipart: {
      file: { name: 'tour-hero-clip.webm', mimeType: 'video/webm', buffer: clip },
      _payload: JSON.stringify({ title: 'Tour hero clip (e2e)' }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc: file } = (await uploaded.json()) as { doc: { id: number; url: string; mimeType: string } }
  expect(file.mimeType).toBe('video/webm')
  const { hero } = await apiGlobal<{ hero: { kind: string; image: number } }>(request, 'tour')
  const picture = (await (await request.get(`/api/media/${hero.image}`)).json()) as { url: string }
  const setHero = (data: Record<string, unknown>) =>
    editorApi.post('/api/globals/tour', { data: { hero: { image: hero.image, ...data } } })
  try {
    expect((await setHero({ kind: 'video', video: file.id })).status()).toBe(200)
    const video = page.locator('[data-tour="hero"] video')
    let clipRequests = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === new URL(file.url, r.url()).pathname) clipRequests += 1
    })
    await expect.poll(async () => (await page.goto('/comedy-tour'), await video.count()), { timeout: 15_000 }).toBe(1)
    await expect(page.locator('[data-tour="hero"] img')).toHaveCount(0)
    // Never plays on its own: no download before the visitor asks, sound off, controls shown.
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      controls: v.controls,
      muted: v.muted,
      autoplay: v.autoplay,
      playsInline: v.playsInline,
      preload: v.preload,
      poster: new URL(v.poster).pathname,
      paused: v.paused,
    }))
    expect(state).toEqual({
      controls: true,
      muted: true,
      autoplay: false,
      playsInline: true,
      preload: 'none',
      poster: new URL(picture.url, page.url()).pathname,
      paused: true,
    })
    expect(clipRequests, 'the clip is not fetched before play').toBe(0)
    await expect(video).toHaveAttribute('aria-label', /a clip from the tour/)
    const source = video.locator('source')
    await expect(source).toHaveAttribute('type', 'video/webm')
    expect(new URL((await source.getAttribute('src'))!, page.url()).pathname).toBe(
      new URL(file.url, page.url()).pathname,
    )
    // The visitor presses play: the clip is fetched from our file route and plays.
    await video.evaluate((v: HTMLVideoElement) => v.play())
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2)
    expect(clipRequests).toBeGreaterThan(0)
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull()
    expect(formatViolations(await axeViolations(page))).toBe('')
  } finally {
    expect((await setHero({ kind: 'image', video: null })).status()).toBe(200)
    await editorApi.delete(`/api/video-files/${file.id}`)
  }
  await expect
    .poll(async () => (await page.goto('/comedy-tour'), await page.locator('[data-tour="hero"] img').count()), {
      timeout: 15_000,
    })
    .toBe(1)
})
