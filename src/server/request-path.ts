import type { ServerResponse } from 'node:http'

/** The decoded path of a request URL ("/a%20b?x" → "/a b"), or null when its %-escapes are broken ("/%ff"). */
export function decodedPath(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

const BROKEN = 'This address is not valid: it has a broken %-escape (such as %ff). Check the link and try again.'

/**
 * The answer to a path no route can decode. Every route (redirects, pages and their params, the
 * REST API, uploads) decodes the path; refusing here, before any of them, answers the client's
 * mistake with a 400 instead of whatever each decoder would throw.
 */
export function refuseBrokenPath(res: ServerResponse) {
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(BROKEN)
}
