/**
 * What a page's Content-Security-Policy did (src/server/script-hashes.ts): its `script-src` names
 * the page's own files and its inline scripts by hash, never 'unsafe-inline', and the browser
 * reported no violation. Used by the walk over every page type (a11y.spec.ts) and by csp.spec.ts.
 */
import { expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Every CSP violation the page reports, from before its first script on (call before goto). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}: ${event.sample}`)
    })
  })
}

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

/** A page's answer, from the browser (page.goto) or from a request context. */
type Answer = { headers(): Record<string, string> }

export function expectHashedScriptPolicy(response: Answer | null, what: string) {
  const csp = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  expect(scriptSrc, `${what}: script-src`).toMatch(/^script-src 'self'( [^ ]+)* 'sha256-[A-Za-z0-9+/]+=*'/)
  expect(scriptSrc, `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
}
