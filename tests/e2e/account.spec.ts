/**
 * Visitor accounts in the browser: sign up in the header's dialog (signing in sets the apollo-token
 * cookie, then every API request carries the bearer header), save an article, find it on /account,
 * sign out and in again; the save button asks visitors to sign in; /account has no axe violations
 * signed out or in, at phone and desktop widths.
 */
import type { BrowserContext, Request } from '@playwright/test'

import { someArticle } from './support/content'
import { expect, test } from './support/fixtures'
import { DAY_S, PASSWORD, signUpByApi, uniqueEmail, useToken } from './support/members'

const isGraphQL = (request: Request) => new URL(request.url()).pathname === '/graphql'

/** Persisted queries go out as GET (operationName in the URL), everything else as a JSON POST. */
const operationOf = (request: Request) => {
  const fromUrl = new URL(request.url()).searchParams.get('operationName')
  if (fromUrl) return fromUrl
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? ''
  } catch {
    return '' // multipart: not JSON
  }
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'apollo-token')
}

test('sign up, save an article, find it on /account, sign out and back in', async ({ page, request, context }) => {
  const article = await someArticle(request)
  const email = uniqueEmail()
  await page.goto(`/post/${article.slug}`)

  // Sign up through the header's dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your Staffroom account' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Create account', pressed: false }).click()
  await dialog.getByLabel('Your name').fill('Robin Reader')
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)

  const requests: Request[] = []
  page.on('request', (r) => void (isGraphQL(r) && requests.push(r)))
  await dialog.getByRole('form', { name: 'Create account' }).getByRole('button', { name: 'Create account' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: /Robin/ })).toBeVisible()

  // The cookie — path "/", not Secure, about 7 days.
  const cookie = await tokenCookie(context)
  expect(cookie, 'apollo-token cookie').toBeDefined()
  expect(cookie!.path).toBe('/')
  expect(cookie!.secure).toBe(false)
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 7 * DAY_S))).toBeLessThan(120)

  // Every API request after signing in carries the bearer token. signUp answers no token
  // (it answers alike for known emails): the form signs in next. The last SignIn: a persisted-query
  // miss sends it twice.
  expect(requests.map(operationOf)).toContain('SignUp')
  const afterSignUp = () => requests.slice(requests.map(operationOf).lastIndexOf('SignIn') + 1)
  await expect.poll(() => afterSignUp().length).toBeGreaterThan(0)
  const bearer = `Bearer ${decodeURIComponent(cookie!.value)}`
  for (const r of afterSignUp()) expect(await r.headerValue('authorization'), operationOf(r)).toBe(bearer)

  // Save the article.
  const save = page.getByRole('button', { name: /Save(d)? this article for later/ })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  // Optimistic: pressed at once; not busy once the server has stored it.
  await expect(save).toHaveAttribute('aria-busy', 'false')
  await expect(save).toContainText('Saved')

  // It is on /account.
  await page.getByRole('banner').getByRole('link', { name: /Robin/ }).click()
  await expect(page).toHaveURL(/\/account$/)
  const saved = page.getByRole('list', { name: 'Saved items' })
  await expect(saved.getByRole('link', { name: article.title! })).toBeVisible()

  // Sign out: the cookie goes and the forms replace the list.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible()
  await expect(saved).toBeHidden()
  expect(await tokenCookie(context)).toBeUndefined()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()

  // Sign in again: the cache reset refetches the account and the list comes back.
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(saved.getByRole('link', { name: article.title! })).toBeVisible()
  expect(await tokenCookie(context)).toBeDefined()
})

test('the save button asks visitors to sign in; the dialog traps focus and gives it back', async ({
  page,
  request,
}) => {
  const article = await someArticle(request)
  await page.goto(`/post/${article.slug}`)
  const save = page.getByRole('button', { name: /Save this article for later/ })
  await save.click()
  const dialog = page.getByRole('dialog', { name: 'Your Staffroom account' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Sign in to save articles for later.')
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(save).toBeFocused()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
})

test('wrong details keep what was typed and say what is wrong', async ({ page }) => {
  await page.goto('/account')
  const main = page.getByRole('main')
  const form = main.getByRole('form', { name: 'Sign in' })
  await main.getByRole('button', { name: 'Create account', pressed: false }).click()
  const signUp = page.getByRole('form', { name: 'Create account' })
  await signUp.getByLabel('Your name').fill('Sam')
  await signUp.getByLabel('Email address').fill('sam@school')
  await signUp.getByLabel('Password').fill('short')
  await signUp.getByRole('button', { name: 'Create account' }).click()
  await expect(signUp.getByRole('alert')).toHaveText('Please enter a valid email address, like name@school.org.')
  await expect(signUp.getByLabel('Email address')).toHaveValue('sam@school')
  await expect(signUp.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  await expect(signUp.getByLabel('Your name')).toHaveValue('Sam')
  // The email carries over to the sign-in form.
  await main.getByRole('button', { name: 'Sign in', pressed: false }).click()
  await expect(form.getByLabel('Email address')).toHaveValue('sam@school')
})

test('/account is not indexed', async ({ page }) => {
  await page.goto('/account')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/account at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('signed out has no axe violations', async ({ page, axe }) => {
      await page.goto('/account')
      await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible()
      await axe(page, `/account signed out at ${viewport.width}px`)
    })

    test('signed in has no axe violations', async ({ page, request, axe, baseURL }) => {
      const { token } = await signUpByApi(request, 'Axe Tester')
      await useToken(page, baseURL!, token)
      await page.goto('/account')
      await expect(page.getByRole('heading', { name: 'Saved for later' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible()
      await expect(page.getByLabel('Your name')).toHaveValue('Axe Tester')
      await axe(page, `/account signed in at ${viewport.width}px`)
    })
  })
}
