/**
 * Search: the header's instant results (typing, keyboard, stale answers), the /search
 * page (facets, filters, pagination, the typo fallback, the empty and no-result states) and both
 * forms without JavaScript. Every test searches for words it made up and published itself, so
 * the hits are known whatever else the site holds.
 */
import type { Page, Request } from '@playwright/test'

import { type Cms, uniqueSlug } from './support/cms'
import { expect, test } from './support/fixtures'
import { withLock } from './support/lock'

/** A word no other document holds: letters only, so every tokenizer keeps it whole. */
function madeUpWord(stem: string): string {
  const letters = Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)])
  return `${stem}${letters.join('')}`
}

/** Published CMS pages whose titles hold `word`; they are found as type "Page". */
async function pagesAbout(cms: Cms, word: string, titles: string[]) {
  const docs = []
  for (const title of titles) {
    const slug = uniqueSlug('search')
    docs.push(
      await cms.create(
        'pages',
        {
          title: `${title} ${word}`,
          slug,
          generateSlug: false,
          layout: 'page',
          intro: `A notice about ${word} for the staffroom.`,
        },
        'published',
      ),
    )
  }
  return docs as unknown as { id: number; slug: string; title: string }[]
}

/** The words an instant search asked /graphql about (a persisted query is a GET, its variables in the URL). */
function askedAbout(request: Request): string | undefined {
  if (!request.url().includes('/graphql')) return undefined
  const inUrl = new URL(request.url()).searchParams.get('variables')
  const variables: unknown = inUrl
    ? JSON.parse(inUrl)
    : (request.postDataJSON() as { variables?: unknown } | null)?.variables
  return (variables as { query?: string } | undefined)?.query
}

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the site' })
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' })
const hits = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
const hitTitles = (page: Page) => hits(page).getByRole('heading', { level: 2 }).allTextContents()

/** /search for `query`, once the index answers with `count` hits (it is written as documents publish). */
async function searchPage(page: Page, query: string, count: number, extra = '') {
  await expect(async () => {
    await page.goto(`/search?q=${encodeURIComponent(query)}${extra}`)
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} results? for`) })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
}

test.describe('instant results in the header', () => {
  test('appear while typing; the arrows move, Enter opens the active result, Escape and a click outside close', async ({
    cms,
    page,
  }) => {
    const word = madeUpWord('quibble')
    const docs = await pagesAbout(cms, word, ['Photocopier rota', 'Bake sale', 'Sports day'])
    await page.goto('/memes')
    const field = headerSearch(page)
    await field.click()
    // The last word is matched as a prefix while typing.
    await field.pressSequentially(word.slice(0, -2), { delay: 30 })
    await expect(listbox(page).getByRole('option')).toHaveCount(docs.length + 1)
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(field).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!)
    const options = listbox(page).getByRole('option')
    await expect(options.last()).toHaveText(`See all results for “${word.slice(0, -2)}” →`)
    for (const doc of docs) await expect(listbox(page)).toContainText(doc.title)
    await expect(options.first()).toContainText('Page')

    // Down from the field: the first option; up from the first: around to "See all".
    await expect(field).not.toHaveAttribute('aria-activedescendant')
    await field.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
    await field.press('ArrowUp')
    await expect(options.last()).toHaveAttribute('aria-selected', 'true')
    await field.press('ArrowDown')
    await field.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')

    // Escape closes the list; typing opens it again; a click elsewhere closes it.
    await field.press('Escape')
    await expect(listbox(page)).toHaveCount(0)
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await field.press('ArrowDown')
    await expect(listbox(page)).toBeVisible()
    await page.getByRole('main').getByRole('heading', { level: 1 }).click()
    await expect(listbox(page)).toHaveCount(0)

    // Enter opens the active result.
    await field.click()
    await field.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const title = (await options.first().locator('span').nth(1).textContent())!
    expect(docs.map((d) => d.title)).toContain(title)
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/page/${docs.find((d) => d.title === title)!.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('Enter with no result chosen opens the full page for the words', async ({ cms, page }) => {
    const word = madeUpWord('flummox')
    await pagesAbout(cms, word, ['Parents evening'])
    await page.goto('/')
    const field = headerSearch(page)
    await field.click()
    await field.pressSequentially(word, { delay: 20 })
    await expect(listbox(page).getByRole('option')).toHaveCount(2)
    await field.press('Enter')
    await expect(page).toHaveURL(`/search?q=${word}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(hits(page)).toHaveCount(1)
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue(word)
  })

  test('a slow answer never replaces the answer to newer words', async ({ cms, page }) => {
    const older = madeUpWord('gazebo')
    const newer = `${older} ${madeUpWord('zephyr')}`
    await pagesAbout(cms, older, ['Older words only'])
    await pagesAbout(cms, newer, ['Newer words'])
    // The answer for the first words is held back until the answer for the later ones is shown.
    let releaseOlder!: () => void
    const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve))
    await page.route('**/graphql*', async (route) => {
      if (askedAbout(route.request()) === older) await olderHeld
      await route.continue()
    })
    await page.goto('/')
    const field = headerSearch(page)
    await field.click()
    await field.fill(older)
    await page.waitForRequest((request) => askedAbout(request) === older)
    await field.fill(newer)
    await expect(listbox(page).getByRole('option')).toHaveCount(2)
    await expect(listbox(page)).toContainText('Newer words')
    const olderAnswered = page.waitForResponse((response) => askedAbout(response.request()) === older)
    releaseOlder()
    // The late answer has reached the page in full; two frames later, anything it would show is shown.
    await (await olderAnswered).finished()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(listbox(page)).not.toContainText('Older words only')
    await expect(listbox(page).getByRole('option')).toHaveCount(2)
  })
})

test.describe('/search', () => {
  test('type facets with counts filter the hits and keep the words; page 2 follows page 1', async ({ cms, page }) => {
    const word = madeUpWord('kerfuffle')
    const pages = Array.from({ length: 8 }, (_, i) => `Staff notice ${i + 1}`)
    // The articles are public while the test runs: no other test may be paging the article list.
    await withLock('article-list', async () => {
      await pagesAbout(cms, word, pages)
      for (let i = 1; i <= 4; i++) {
        await cms.createPost({
          title: `Staffroom story ${i} ${word}`,
          slug: uniqueSlug('search'),
          status: 'published',
          excerpt: `What happened with the ${word} this week.`,
        })
      }
      await searchPage(page, word, 12)
      const facets = page.getByRole('navigation', { name: 'Filter results by type' })
      await expect(facets.getByRole('link', { name: 'All types 12 results' })).toHaveAttribute('aria-current', 'true')
      await expect(facets.getByRole('link', { name: 'Pages 8 results' })).toBeVisible()
      await expect(facets.getByRole('link', { name: 'Articles 4 results' })).toBeVisible()

      // Pages of ten: page 2 holds the other two.
      await expect(hits(page)).toHaveCount(10)
      const first = await hitTitles(page)
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(`/search?q=${word}&page=2`)
      await expect(hits(page)).toHaveCount(2)
      const second = await hitTitles(page)
      expect(second.filter((t) => first.includes(t))).toEqual([])
      expect([...first, ...second].every((t) => t.includes(word))).toBe(true)

      // A facet filters and keeps the words; the counts stay those of every type.
      await page
        .getByRole('navigation', { name: 'Filter results by type' })
        .getByRole('link', { name: /^Articles/ })
        .click()
      await expect(page).toHaveURL(`/search?q=${word}&type=posts`)
      await expect(hits(page)).toHaveCount(4)
      await expect(hits(page).getByText('Article', { exact: true })).toHaveCount(4)
      await expect(facets.getByRole('link', { name: /^Articles/ })).toHaveAttribute('aria-current', 'true')
      await expect(facets.getByRole('link', { name: /^All types/ })).not.toHaveAttribute('aria-current')
      await expect(facets.getByRole('link', { name: 'Pages 8 results' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
      // A second type adds to the first; clicking a type that is on turns it off.
      await facets.getByRole('link', { name: /^Pages/ }).click()
      await expect(page).toHaveURL(`/search?q=${word}&type=posts&type=pages`)
      await expect(hits(page)).toHaveCount(10)
      await facets.getByRole('link', { name: /^Articles/ }).click()
      await expect(page).toHaveURL(`/search?q=${word}&type=pages`)
      await expect(hits(page)).toHaveCount(8)
      await expect(hits(page).getByText('Page', { exact: true })).toHaveCount(8)
      await cms.cleanup()
    })
  })

  test('a misspelt word finds what it meant, and says so', async ({ cms, page }) => {
    const word = madeUpWord('thingamajig')
    const [doc] = await pagesAbout(cms, word, ['Lost property'])
    await searchPage(page, word, 1)
    const typo = word.slice(0, 4) + word.slice(5) // one letter left out
    await searchPage(page, typo, 1)
    await expect(page.getByText(`No exact matches for “${typo}”. Showing results for`)).toBeVisible()
    await expect(hits(page).getByRole('link', { name: doc.title })).toBeVisible()
  })

  test('words that find nothing, and no words at all, offer other ways in', async ({ page }) => {
    const nothing = madeUpWord('xylograph')
    await page.goto(`/search?q=${nothing}`)
    await expect(page.getByRole('heading', { level: 2, name: `No results for “${nothing}”` })).toBeVisible()
    await expect(page.getByText('Check the spelling of each word.')).toBeVisible()
    const browse = page.getByRole('list', { name: 'Browse the site' })
    await expect(browse.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/post')
    await expect(browse.getByRole('link', { name: 'Memes' })).toHaveAttribute('href', '/memes')
    // With a filter on, the way out of it is offered too.
    await page.goto(`/search?q=${nothing}&type=memes`)
    await page.getByRole('link', { name: 'Search all types instead of the ones you picked' }).click()
    await expect(page).toHaveURL(`/search?q=${nothing}`)

    await page.goto('/search')
    await expect(page).toHaveTitle(/^Search \|/)
    await expect(page.getByRole('heading', { level: 2, name: 'Or browse by type' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Browse the site' }).getByRole('link', { name: 'Podcast shows and episodes' }),
    ).toHaveAttribute('href', '/podcasts')
    await expect(hits(page)).toHaveCount(0)
  })

  test('input it cannot search is answered in plain words, never with an error page', async ({
    cms,
    page,
    request,
  }) => {
    const word = madeUpWord('brouhaha')
    await pagesAbout(cms, word, ['Fire drill'])
    await searchPage(page, word, 1, '&type=spaceships&page=abc')
    await expect(
      page.getByText('We have nothing called “spaceships” to search, so that filter was left out.'),
    ).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^Search results for "${word}" \\|`))
    const robots = await page.locator('meta[name="robots"]').getAttribute('content')
    expect(robots).toMatch(/noindex/)
    expect(robots).toMatch(/(^|, ?)follow/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/)

    const tooLong = await page.goto(`/search?q=${'a'.repeat(201)}`)
    expect(tooLong?.status()).toBe(200)
    await expect(page.getByRole('main')).toContainText(/200/)
    await expect(hits(page)).toHaveCount(0)
    // Past the last page, as on every list: no such page.
    expect((await request.get(`/search?q=${word}&page=2`)).status()).toBe(404)
    expect((await request.get(`/search?q=${word}&page=100000`)).status()).toBe(404)
  })

  test('both search forms work without JavaScript', async ({ browser, cms }) => {
    const word = madeUpWord('hullabaloo')
    const [doc] = await pagesAbout(cms, word, ['Assembly'])
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await searchPage(page, word, 1)
    await page.goto('/search')
    await page.getByRole('searchbox', { name: 'Search words' }).fill(word)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(`/search?q=${word}`)
    await expect(hits(page).getByRole('link', { name: doc.title })).toBeVisible()

    // The header's field is a plain GET form too; focus widens it (CSS only).
    await page.goto('/videos')
    const field = headerSearch(page)
    await field.click()
    await field.fill(word)
    // Open, it has a button to send the words (besides Enter), reached by Tab.
    await field.press('Tab')
    const send = page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' })
    await expect(send).toBeFocused()
    await send.click()
    await expect(page).toHaveURL(`/search?q=${word}`)
    await expect(hits(page)).toHaveCount(1)
    await context.close()
  })
})
