/**
 * The share dialog on every kind of page that has one: the networks' share pages with this page's
 * address and title, each opened in a 626 × 436 popup; an email; the link copied; keyboard use and
 * axe-core with the dialog open. The dialog's code is not part of the page until it is wanted.
 */
import { axeViolations, formatViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { PAGE_TYPES } from './support/page-types'

const SHARED = [
  ['article', 'article'],
  ['meme', 'meme'],
  ['video', 'video'],
  ['podcast episode', 'episode'],
  ['printable', 'printable'],
] as const

for (const [type, noun] of SHARED) {
  test(`${type}: shares through the dialog`, async ({ page, context, request }) => {
    const path = await PAGE_TYPES.find((t) => t.name === type)!.path(request)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

    const share = page.getByRole('button', { name: 'Share', exact: true })
    await share.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Share this ${noun}` })
    await expect(dialog).toBeVisible()
    const u = encodeURIComponent(canonical!)
    const t = encodeURIComponent(title)
    const links = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      X: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${canonical}`)}`,
    }
    for (const [label, href] of Object.entries(links)) {
      await expect(dialog.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    // Each way to share shows its mark beside its name; the mark is not read out.
    for (const label of [...Object.keys(links), 'Pinterest', 'Email']) {
      const mark = dialog.getByRole('link', { name: label, exact: true }).locator('svg[aria-hidden="true"] path')
      await expect(mark).toHaveCount(1)
      expect((await mark.getAttribute('d'))!.length).toBeGreaterThan(50)
    }
    await expect(dialog.getByRole('link', { name: 'Pinterest' })).toHaveAttribute(
      'href',
      new RegExp(`^https://pinterest\\.com/pin/create/button/\\?url=${u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    )
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${canonical}`)}`,
    )
    expect(formatViolations(await axeViolations(page))).toBe('')

    // A network's page opens in a popup of SHARE_POPUP's size (the network itself is never reached).
    await context.route(/^https:\/\/(www\.)?(facebook|twitter|linkedin|reddit|pinterest)\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
    )
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Facebook', exact: true }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(links.Facebook)
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([626, 436])
    await popup.close()

    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Link copied to the clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(share).toBeFocused()
  })
}
