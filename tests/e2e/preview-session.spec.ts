/**
 * Draft mode belongs to a staff session (src/lib/preview-caller.ts, src/server/stale-preview.ts):
 * an editor previews a draft, signs out, and the same browser is shown the published site (the
 * draft is a 404 again) and no longer holds Next's draft-mode cookie. Nor does another browser
 * given that cookie's value, which is the same for everyone.
 */
import type { Page } from '@playwright/test'

import { uniqueSlug } from './support/cms'
import { ACCOUNTS, runtime } from './support/env'
import { expect, test } from './support/fixtures'

const BYPASS = '__prerender_bypass'

/** Payload's REST auth from the page itself, as the admin does it (same origin: its session cookie is set and taken). */
async function auth(page: Page, action: 'login' | 'logout', body?: object): Promise<number> {
  return page.evaluate(
    async ({ action, body }) =>
      (
        await fetch(`/api/users/${action}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        })
      ).status,
    { action, body },
  )
}

const bypassOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === BYPASS)

test('signing out ends a preview: the draft is gone and so is the draft-mode cookie', async ({ cms, page, browser }) => {
  const slug = uniqueSlug('preview-session')
  const title = `Previewed then signed out ${slug}`
  await cms.createPost({ title, slug, status: 'draft' })

  await page.goto('/')
  expect(await auth(page, 'login', { email: ACCOUNTS.editor, password: runtime().password })).toBe(200)
  const previewed = await page.goto(`/next/preview?path=/post/${slug}`)
  expect(previewed?.status()).toBe(200)
  await expect(page.locator('main h1')).toHaveText(title)
  await expect(page.getByText('You are previewing drafts.')).toBeVisible()
  const bypass = await bypassOf(page)
  expect(bypass, 'draft mode is on').toBeDefined()

  // Signing out does not touch Next's cookie; the next request that carries it without a session
  // drops it — the open page's own (its scripts may react to the sign-out), or the new tab's below.
  expect(await auth(page, 'logout')).toBe(200)
  // A new tab of the same browser (the old one's scripts may still be reacting to the sign-out).
  const later = await page.context().newPage()
  const after = await later.goto(`/post/${slug}`)
  expect(after?.status()).toBe(404)
  await expect(later.getByText(title)).toHaveCount(0)
  await expect(later.getByText('You are previewing drafts.')).toHaveCount(0)
  expect(await bypassOf(later), 'the draft-mode cookie is cleared').toBeUndefined()

  // The cookie's value is the same for every browser: copied into another, it shows nothing either.
  const { baseURL } = runtime()
  const other = await browser.newContext({ baseURL })
  await other.addCookies([{ name: BYPASS, value: bypass!.value, url: baseURL, secure: bypass!.secure, sameSite: 'None' }])
  const stranger = await other.newPage()
  const copied = await stranger.goto(`/post/${slug}`)
  expect(copied?.status()).toBe(404)
  await expect(stranger.getByText(title)).toHaveCount(0)
  expect((await other.cookies()).find((c) => c.name === BYPASS)).toBeUndefined()
  await other.close()
})
