// First-load JavaScript of a page: every <script src> of its HTML that is not `nomodule`, each
// compressed with gzip level 6, summed (docs/performance.md, First-load JavaScript). Preloads are
// not counted: a script the page never runs costs bandwidth, not the main thread. The HTML's own
// size is measured the same way.
import { gzipSync } from 'node:zlib'

const SCRIPT = /<script\b([^>]*)>/gi
const attribute = (attrs, name) =>
  new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attrs)

/** The scripts' addresses, in page order, without duplicates. */
export function moduleScripts(html, pageUrl) {
  const found = new Set()
  for (const [, attrs] of html.matchAll(SCRIPT)) {
    const src = attribute(attrs, 'src')
    if (!src || attribute(attrs, 'nomodule')) continue
    const value = src[1] ?? src[2] ?? src[3] ?? ''
    if (value) found.add(new URL(value.replaceAll('&amp;', '&'), pageUrl).href)
  }
  return [...found]
}

/** { total, scripts: [{ url, bytes, gzip }] } in bytes. */
export async function firstLoadJs(pageUrl) {
  return (await pageWeight(pageUrl)).js
}

/** The page's HTML and its first-load JavaScript, in bytes: { html: { bytes, gzip }, js: { total, scripts } }. */
export async function pageWeight(pageUrl) {
  const response = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const scripts = []
  for (const url of moduleScripts(html.toString('utf8'), pageUrl)) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    const body = Buffer.from(await res.arrayBuffer())
    scripts.push({ url, bytes: body.length, gzip: gzipSync(body, { level: 6 }).length })
  }
  return {
    html: { bytes: html.length, gzip: gzipSync(html, { level: 6 }).length },
    js: { total: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts },
  }
}
