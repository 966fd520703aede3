import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'

import { previewerOf } from '@/lib/previewer'

/** Next's draft-mode cookie: one value for every browser it was given to, until the next build. */
export const BYPASS_COOKIE = '__prerender_bypass'

const ASSETS = /^\/_next\//

/** Next's own "disable" cookie (its draft-mode provider): the same attributes, an expiry in the past. */
const cleared = (dev: boolean) =>
  `${BYPASS_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; ${dev ? 'SameSite=Lax' : 'SameSite=None; Secure'}`

/** The Cookie header without the named cookie; undefined when nothing else is left. */
function without(header: string, name: string): string | undefined {
  const kept = header
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c.split('=', 1)[0]?.trim() !== name)
  return kept.length > 0 ? kept.join('; ') : undefined
}

/**
 * Draft mode only for a live staff session. A request carrying the draft-mode cookie without one
 * (signed out, password changed elsewhere, account deleted, a member, a copied cookie) reaches
 * Next without it, so Next renders and caches published content as for anyone, and its answer
 * clears the cookie. Server Components cannot set cookies: this is the one place before Next that
 * can, for every page. Pages check again (src/lib/preview-caller.ts); this makes the cookie go.
 */
export async function dropStalePreview(
  req: IncomingMessage,
  res: ServerResponse,
  payload: () => Promise<Payload>,
  dev: boolean,
): Promise<void> {
  const cookie = req.headers.cookie
  if (!cookie || !cookie.includes(BYPASS_COOKIE) || ASSETS.test(req.url ?? '/')) return
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  if (await previewerOf(await payload(), headers)) return
  const rest = without(cookie, BYPASS_COOKIE)
  if (rest === undefined) delete req.headers.cookie
  else req.headers.cookie = rest
  res.appendHeader('set-cookie', cleared(dev))
}
