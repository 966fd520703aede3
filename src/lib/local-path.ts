// Any origin would do: only whether a path stays on it matters.
const ORIGIN = 'http://local.invalid'

// Control characters (a tab or newline is dropped by the URL parser), backslashes (browsers read
// "\" as "/", so "/\evil.example" is another host), and "/" or "\" percent-encoded right after the
// first slash (decoded by some proxies into "//").
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const AMBIGUOUS = /[\u0000-\u001f\u007f\\]|^\/%(?:25)*(?:2f|5c)/i

/**
 * A path of this site to redirect to, normalised, or null when `path` could lead anywhere else:
 * "//evil.example", "/\evil.example", "/.//evil.example", "https://…", "javascript:…".
 */
export function localPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || AMBIGUOUS.test(path)) return null
  let url: URL
  try {
    url = new URL(path, ORIGIN)
  } catch {
    return null
  }
  // "/.//evil.example" parses to the path "//evil.example", which a Location header would send away.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null
  return url.pathname + url.search + url.hash
}
