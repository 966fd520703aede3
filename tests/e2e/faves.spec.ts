/**
 * Faves of the day on the seeded days: every section with its CMS content, the days by date,
 * the click-to-load embeds (nothing from Instagram or TikTok before social consent *and* a click;
 * without consent each card is a plain link out with the creator's credit), days that do not
 * exist or are not due yet, and the collection's validation in words.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test'

import { CONSENT_COOKIE, encodeConsent } from '../../src/lib/consent/cookie'
import { dayIn, formatDay } from '../../src/lib/faves/day'
import { runtime } from './support/env'
import { expect, test } from './support/fixtures'

type Item = { network: 'instagram' | 'tiktok'; url: string; creator: string; caption?: string; thumbnail: number }
type Day = {
  id: number
  slug: string
  title: string
  face: { name: string; story: string; photo: number }
  items: Item[]
  questions: { title: string; body: string }[]
}

const NETWORK_HOST = /(^|\.)(instagram\.com|cdninstagram\.com|tiktok\.com|tiktokcdn\.com|ttwstatic\.com)$/
// The e2e server runs in the default time zone, UTC.
const today = () => dayIn('UTC', new Date())

async function shownDays(request: APIRequestContext): Promise<Day[]> {
  const params = new URLSearchParams({
    sort: '-slug',
    limit: '100',
    depth: '0',
    'where[slug][less_than_equal]': today(),
  })
  const answer = await request.get(`/api/faves?${params}`)
  expect(answer.status()).toBe(200)
  const { docs } = (await answer.json()) as { docs: Day[] }
  expect(docs.length, 'seeded faves days').toBeGreaterThanOrEqual(14)
  return docs
}

/** Every request the page makes to the networks, from now on. */
function networkRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (NETWORK_HOST.test(new URL(request.url()).hostname)) seen.push(request)
  })
  return seen
}

/** The networks' embed pages answer from here, so nothing leaves the machine. */
async function stubNetworks(page: Page) {
  await page.route(/^https:\/\/www\.(instagram|tiktok)\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Stub</title><p>Embedded post</p>',
    }),
  )
}

async function allowSocial(page: Page) {
  await page.context().addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeConsent({ analytics: false, advertising: false, social: true }, new Date()),
      url: runtime().baseURL,
      sameSite: 'Lax',
    },
  ])
}

test('the page shows the latest day: face, Instagram and TikTok picks, the questions, the days by date', async ({
  page,
}) => {
  const [day, ...older] = await shownDays(page.request)
  const answer = await page.goto('/faves-of-the-day')
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faves of the day')
  await expect(page.locator('main time').first()).toHaveText(formatDay(day.slug))
  await expect(page.getByText(day.title, { exact: true }).first()).toBeVisible()

  const face = page.locator('[data-section="face"]')
  await expect(face.getByRole('heading', { name: 'Face of the day' })).toBeVisible()
  await expect(face.getByText(day.face.name)).toBeVisible()
  await expect(face.getByRole('img')).toHaveAttribute('alt', /./)

  for (const network of ['instagram', 'tiktok'] as const) {
    const section = page.locator(`[data-section="${network}"]`)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      network === 'instagram' ? 'From Instagram' : 'From TikTok',
    )
    const items = day.items.filter((item) => item.network === network)
    expect(items.length).toBeGreaterThan(0)
    await expect(section.getByRole('listitem')).toHaveCount(items.length)
    for (const item of items) {
      const card = section.getByRole('listitem').filter({ hasText: item.creator })
      await expect(card.getByRole('link')).toHaveAttribute('href', item.url)
      if (item.caption) await expect(card.getByText(item.caption)).toBeVisible()
    }
  }

  const questions = page.locator('[data-section="questions"] details')
  await expect(questions).toHaveCount(day.questions.length)
  await expect(questions.locator('summary')).toContainText(day.questions.map((q) => q.title))
  // A native disclosure: the keyboard opens and closes it.
  const second = questions.nth(1)
  await expect(second).not.toHaveAttribute('open')
  await second.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('open')
  await expect(second.getByText(day.questions[1].body.split('\n')[0])).toBeVisible()

  const archive = page.getByRole('navigation', { name: 'Faves by day' })
  for (const shown of [day, ...older].slice(0, 14)) {
    await expect(archive.getByRole('link', { name: new RegExp(formatDay(shown.slug)) })).toHaveAttribute(
      'href',
      `/faves-of-the-day/${shown.slug}`,
    )
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faves-of-the-day$/)
})

test('an older day has its own address, reached from the days by date', async ({ page }) => {
  const [, older] = await shownDays(page.request)
  await page.goto('/faves-of-the-day')
  await page
    .getByRole('navigation', { name: 'Faves by day' })
    .getByRole('link', { name: new RegExp(formatDay(older.slug)) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/faves-of-the-day/${older.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Faves of ${formatDay(older.slug)}`)
  await expect(page.locator('[data-section="face"]').getByText(older.face.name)).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Faves by day' }).locator('a[aria-current="page"]'),
  ).toHaveAttribute('href', `/faves-of-the-day/${older.slug}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/faves-of-the-day/${older.slug}$`),
  )
})

test('without social consent nothing loads from the networks and each card links out with its credit', async ({
  page,
}) => {
  const requests = networkRequests(page)
  await stubNetworks(page)
  const [day] = await shownDays(page.request)
  await page.goto('/faves-of-the-day')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-embed]')).toHaveCount(day.items.length)
  await expect(page.locator('[data-embed="link"]')).toHaveCount(day.items.length)
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Load the post here/ })).toHaveCount(0)
  for (const item of day.items) {
    const name = `${item.network === 'instagram' ? 'Instagram' : 'TikTok'} post by ${item.creator}`
    const link = page.getByRole('link', {
      name: `Open on ${item.network === 'instagram' ? 'Instagram' : 'TikTok'}: ${name}`,
    })
    await expect(link).toHaveAttribute('href', item.url)
    await expect(link.getByRole('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
  }
  expect(requests.map((r) => r.url())).toEqual([])

  // The card's other button opens the cookie settings, where social posts can be allowed.
  await page.getByRole('button', { name: 'Allow social posts to watch here' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(requests.map((r) => r.url())).toEqual([])
})

test('with social consent a post loads only when its card is clicked, from the network’s embed address', async ({
  page,
}) => {
  await allowSocial(page)
  const requests = networkRequests(page)
  await stubNetworks(page)
  const [day] = await shownDays(page.request)
  await page.goto('/faves-of-the-day')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-embed="ready"]')).toHaveCount(day.items.length)
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(requests.map((r) => r.url())).toEqual([])

  for (const item of [
    day.items.find((i) => i.network === 'instagram')!,
    day.items.find((i) => i.network === 'tiktok')!,
  ]) {
    const name = `${item.network === 'instagram' ? 'Instagram' : 'TikTok'} post by ${item.creator}`
    const before = requests.length
    await page.getByRole('button', { name: `Load the post here: ${name}` }).click()
    const frame = page.locator(`iframe[title="${name}"]`)
    const id = item.network === 'instagram' ? item.url.split('/')[4] : item.url.split('/').pop()
    await expect(frame).toHaveAttribute(
      'src',
      item.network === 'instagram'
        ? `https://www.instagram.com/p/${id}/embed/`
        : `https://www.tiktok.com/embed/v2/${id}`,
    )
    await expect(frame.contentFrame().getByText('Embedded post')).toBeVisible()
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
    await expect(frame).toBeFocused()
    expect(requests.length).toBeGreaterThan(before)
  }
  // One frame per click: the other cards still hold nothing of the networks'.
  await expect(page.locator('iframe')).toHaveCount(2)
  const csp = (await page.request.get('/faves-of-the-day')).headers()['content-security-policy']
  expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/www\.instagram\.com/)
  expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/www\.tiktok\.com/)
})

test('a day with no faves, a day not yet due and an address that is not a day answer 404', async ({
  page,
  editorApi,
}) => {
  const [day] = await shownDays(page.request)
  const tomorrow = dayIn('UTC', new Date(Date.now() + 24 * 3600 * 1000))
  // A day prepared ahead, published: it waits for its date.
  const created = await editorApi.post('/api/faves', {
    data: {
      ...(await editableCopy(editorApi, day.id)),
      slug: tomorrow,
      title: 'Tomorrow’s faves',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    for (const path of [
      '/faves-of-the-day/1999-01-01',
      `/faves-of-the-day/${tomorrow}`,
      '/faves-of-the-day/2026-02-30',
      '/faves-of-the-day/soon',
    ]) {
      const answer = await page.goto(path)
      expect(answer?.status(), path).toBe(404)
      await expect(page.locator('h1')).toHaveText('This page could not be found')
    }
    await page.goto('/faves-of-the-day')
    await expect(page.locator('main time').first()).toHaveText(formatDay(day.slug))
    await expect(page.getByText('Tomorrow’s faves')).toHaveCount(0)
    await expect(page.locator(`a[href="/faves-of-the-day/${tomorrow}"]`)).toHaveCount(0)
    // Nor does the API show it to the public before its date.
    const early = await page.request.get(`/api/faves?where[slug][equals]=${tomorrow}&depth=0`)
    expect(((await early.json()) as { docs: unknown[] }).docs).toEqual([])
    expect((await page.request.get(`/api/faves/${doc.id}?depth=0`)).status()).toBe(404)
  } finally {
    expect((await editorApi.delete(`/api/faves/${doc.id}`)).status()).toBe(200)
  }
})

/** A day's content as the editor's API gives it, ready to be sent back (ids of arrays dropped). */
async function editableCopy(editorApi: APIRequestContext, id: number) {
  const answer = await editorApi.get(`/api/faves/${id}?depth=0`)
  const day = (await answer.json()) as Omit<Day, 'items'> & { items: (Item & { id?: string })[] }
  return {
    face: day.face,
    items: day.items.map(({ id: _id, ...item }) => item),
    questions: day.questions.map(({ title, body }) => ({ title, body })),
  }
}

test('the collection refuses other post addresses and unpermitted posts in words', async ({ editorApi, page }) => {
  const [day] = await shownDays(page.request)
  const copy = await editableCopy(editorApi, day.id)
  const [first] = copy.items
  const attempt = async (item: Record<string, unknown>) => {
    const answer = await editorApi.post('/api/faves', {
      data: { ...copy, slug: '2001-02-03', title: 'Refused', items: [{ ...first, ...item }], _status: 'published' },
    })
    expect(answer.status()).toBe(400)
    return JSON.stringify(await answer.json())
  }
  expect(await attempt({ network: 'instagram', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toContain(
    'Paste the address of one Instagram post, like https://www.instagram.com/p/',
  )
  expect(await attempt({ network: 'tiktok', url: 'https://www.instagram.com/p/C8xYz12AbCd/' })).toContain(
    'Paste the address of one TikTok post, like https://www.tiktok.com/@',
  )
  expect(await attempt({ permission: false })).toContain('a post is published only with the creator’s permission')
  // The permission is the team's record, not the public's.
  const publicDay = (await (await page.request.get(`/api/faves/${day.id}?depth=0`)).json()) as { items: object[] }
  expect(publicDay.items[0]).not.toHaveProperty('permission')
  expect(publicDay.items[0]).not.toHaveProperty('permissionNote')
})
