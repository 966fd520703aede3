/** Schemes a link may use: the web, email and phone. Never javascript:, data:, vbscript:, file:… */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// Relative links resolve against it; any base with a safe scheme would do.
const BASE = 'https://relative.invalid'

/**
 * Whether `url` is safe to put in an href: http(s), mailto, tel, or relative (/path, #anchor,
 * ?query). Decided by the WHATWG URL parser that browsers use, so " javascript:", "JavaScript:"
 * and "java\tscript:" are seen as the javascript: URLs a browser would run.
 */
export function isSafeHref(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    return SAFE_SCHEMES.has(new URL(url, BASE).protocol)
  } catch {
    return false
  }
}

export const UNSAFE_HREF_MESSAGE = 'Links may start with https://, http://, mailto:, tel: or / (a page of this site).'
