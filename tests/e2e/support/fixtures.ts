/**
 * The suite's `test`: Playwright's, plus
 * - `editorToken` (worker): a JWT of the seeded editor account, signed in once per worker;
 * - `editorApi`: a request context that is signed in as that editor (Authorization header);
 * - `cms`: create / publish / unpublish / delete content through the REST API as that editor,
 *   with everything it created deleted when the test ends;
 * - `editorPage`: a browser page whose context carries the editor's payload-token cookie;
 * - `axe`: runs axe-core on a page and fails with a readable list of violations;
 * - `consentChosen` (option, on by default): the browser context starts with a stored cookie
 *   choice, so the cookie banner does not cover what other specs click. consent.spec.ts turns it off.
 * - `popupsSeen` (option, on by default): the browser remembers the newsletter modal as just shown
 *   and every published popup as just closed, so neither opens over other specs' pages.
 *   popups.spec.ts turns it off.
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { CONSENT_COOKIE, encodeConsent } from '../../../src/lib/consent/cookie'
import { POPUP_KEYS } from '../../../src/lib/popups/store'
import { axeViolations, formatViolations } from './axe'
import { Cms, login } from './cms'
import { ACCOUNTS, runtime } from './env'

type TestFixtures = {
  consentChosen: boolean
  popupsSeen: boolean
  editorApi: APIRequestContext
  cms: Cms
  editorPage: Page
  axe: (page: Page, label?: string) => Promise<void>
}
type WorkerFixtures = { editorToken: string; publishedPopups: { id: number; revision: number }[] }

/** "Reject all", as a visitor who has answered the banner would have stored it. */
const consentCookie = (url: string) => ({
  name: CONSENT_COOKIE,
  value: encodeConsent({ analytics: false, advertising: false, social: false }, new Date()),
  url,
  sameSite: 'Lax' as const,
})

/**
 * What a visitor who has seen them would have stored: the modal shown and each popup closed just
 * now (kept if a test changes it: the script runs on every page of the context).
 */
async function rememberPopupsSeen(context: BrowserContext, popups: { id: number; revision: number }[]) {
  await context.addInitScript(
    ({ keys, popups }) => {
      const now = Date.now()
      const local = Object.fromEntries(popups.map((p) => [p.id, { rev: p.revision, at: now }]))
      const session = Object.fromEntries(popups.map((p) => [p.id, p.revision]))
      if (localStorage.getItem(keys.modalShown) === null) localStorage.setItem(keys.modalShown, String(now))
      if (localStorage.getItem(keys.dismissed) === null) localStorage.setItem(keys.dismissed, JSON.stringify(local))
      if (sessionStorage.getItem(keys.session) === null) sessionStorage.setItem(keys.session, JSON.stringify(session))
    },
    { keys: POPUP_KEYS, popups },
  )
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  consentChosen: [true, { option: true }],
  popupsSeen: [true, { option: true }],

  publishedPopups: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: runtime().baseURL })
      const answer = await api.get('/api/popups?limit=100&depth=0&select[revision]=true')
      const { docs } = (await answer.json()) as { docs: { id: number; revision?: number }[] }
      await api.dispose()
      await use(docs.map((d) => ({ id: d.id, revision: d.revision ?? 1 })))
    },
    { scope: 'worker' },
  ],

  context: async ({ context, consentChosen, popupsSeen, publishedPopups }, use) => {
    if (consentChosen) await context.addCookies([consentCookie(runtime().baseURL)])
    if (popupsSeen) await rememberPopupsSeen(context, publishedPopups)
    await use(context)
  },

  editorToken: [
    async ({}, use) => {
      const { baseURL, password } = runtime()
      await use(await login(baseURL, ACCOUNTS.editor, password))
    },
    { scope: 'worker' },
  ],

  editorApi: async ({ playwright, editorToken }, use) => {
    const context = await playwright.request.newContext({
      baseURL: runtime().baseURL,
      extraHTTPHeaders: { Authorization: `JWT ${editorToken}` },
    })
    await use(context)
    await context.dispose()
  },

  cms: async ({ editorApi }, use) => {
    const cms = new Cms(editorApi)
    await use(cms)
    await cms.cleanup()
  },

  editorPage: async ({ browser, editorToken, publishedPopups }, use) => {
    const { baseURL } = runtime()
    const context = await browser.newContext({ baseURL })
    await rememberPopupsSeen(context, publishedPopups)
    await context.addCookies([
      { name: 'payload-token', value: editorToken, url: baseURL, httpOnly: true, sameSite: 'Lax' },
      consentCookie(baseURL),
    ])
    const page = await context.newPage()
    await use(page)
    await context.close()
  },

  axe: async ({}, use) => {
    await use(async (page, label) => {
      const violations = await axeViolations(page)
      expect(
        violations.length,
        `axe found ${violations.length} violation(s) on ${label ?? page.url()}:\n\n${formatViolations(violations)}\n`,
      ).toBe(0)
    })
  },
})

export { expect }
