/**
 * The security headers of every answer (docs/security.md), in the shape of
 * Next's `headers()`: next.config.ts gives them to everything Next serves (pages, /api, files,
 * feeds, errors), server.ts to what it answers itself (/graphql, CMS redirects). No imports: Next
 * loads this file with next.config.ts, before any alias exists.
 *
 * The CSP has no script-src: Next's pre-rendered pages carry inline scripts that differ per page,
 * a nonce would force every page to render per request, and hashes would have to be computed per
 * response. What it does restrict: who may frame us, plugins, <base> and where forms post, and
 * which frames our pages may hold: our own, and the click-to-load embeds (the video platform's
 * privacy-enhanced player, Instagram and TikTok posts on /faves-of-the-day).
 */

/** The embeds' hosts (videos: EMBED_HOST; faves: EMBED_ORIGINS), checked by src/lib/faves/faves.test.ts. */
export const FRAME_SOURCES = [
  "'self'",
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
]
export type Header = { key: string; value: string }

export const SECURITY_HEADERS: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)' },
  // Share buttons open the networks' pages in popups that must keep working.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  {
    key: 'Content-Security-Policy',
    value: `frame-ancestors 'self'; frame-src ${FRAME_SOURCES.join(' ')}; object-src 'none'; base-uri 'self'; form-action 'self'`,
  },
]

/** REST answers may belong to a signed-in editor or member: no cache keeps them. */
export const API_HEADERS: Header[] = [{ key: 'Cache-Control', value: 'private, no-store' }]

/**
 * Uploaded files (public in every upload collection) are embedded elsewhere too: feed readers,
 * email clients, social cards. A replaced file keeps its address only rarely, hence an hour.
 */
export const FILE_HEADERS: Header[] = [
  { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
  { key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
]

/** For the answers server.ts writes itself, before their own headers. */
export function applyHeaders(res: { setHeader(name: string, value: string): unknown }, headers = SECURITY_HEADERS) {
  for (const { key, value } of headers) res.setHeader(key, value)
}
