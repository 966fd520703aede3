import { CONTENT_TYPES, contentTypes, pathOf } from '@/content/registry'
import type { ContentType, PathDoc } from '@/content/types'
import { absoluteUrl } from '@/lib/seo/site'

/** One sitemap per content type that has one (sitemaps.org index + children). */
export const SITEMAP_TYPES = CONTENT_TYPES.filter((type) => contentTypes[type].sitemap)

/**
 * URLs per sitemap file. The protocol allows 50,000; 10,000 keeps each cached read well under
 * Next's 2 MB data-cache limit. A type past it spills over into posts-2.xml, posts-3.xml, …
 */
export const SITEMAP_PAGE_SIZE = 10_000

export type SitemapFile = { type: ContentType; page: number }

/** 'posts.xml' → page 1 of posts, 'posts-3.xml' → page 3; anything else → null (a 404). */
export function parseSitemapFile(file: string): SitemapFile | null {
  const match = /^([a-z][a-z-]*?)(?:-([1-9]\d{0,5}))?\.xml$/.exec(file)
  const type = SITEMAP_TYPES.find((t) => t === match?.[1])
  if (!match || !type) return null
  const page = match[2] ? Number(match[2]) : 1
  // `posts-1.xml` is not a second name for posts.xml.
  return match[2] && page === 1 ? null : { type, page }
}

export const sitemapPath = ({ type, page }: SitemapFile) => `/sitemaps/${type}${page > 1 ? `-${page}` : ''}.xml`

export type SitemapEntry = { path: string; lastmod?: string | Date | null }

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

/** W3C Datetime, seconds precision; invalid or missing dates are left out rather than guessed. */
export function w3cDate(value: string | Date | null | undefined): string | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The newest of some dates (for an index entry or a listing page's lastmod). */
export function latest(dates: (string | Date | null | undefined)[]): string | null {
  let max: number | null = null
  for (const d of dates) {
    const t = d ? new Date(d).getTime() : NaN
    if (!Number.isNaN(t) && (max === null || t > max)) max = t
  }
  return max === null ? null : new Date(max).toISOString()
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = w3cDate(entry.lastmod)
  const loc = `<loc>${escapeXml(absoluteUrl(entry.path))}</loc>`
  return `  <${tag}>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>\n`
}

/** A <urlset>: one <url> per entry, each loc absolute and escaped. Duplicate locations are dropped. */
export function urlsetXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>()
  const unique = entries.filter((e) => !seen.has(e.path) && !!seen.add(e.path))
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${unique.map((e) => entryXml('url', e)).join('')}</urlset>\n`
}

/** A <sitemapindex> pointing at the per-type sitemaps. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('')}</sitemapindex>\n`
}

type Extra = NonNullable<NonNullable<(typeof contentTypes)[ContentType]['sitemap']>['extra']>[number]

/**
 * Addresses listed before the documents' own: the type's extras (the home page in pages.xml), then
 * its list page (`index`: /post, /memes, /author…), dated by every type listed there. A list page
 * is in one file only (the first type that has it: /podcasts in podcasts.xml, not episodes.xml),
 * and not when an extra lists it already (/category/originals).
 */
export function extrasOf(type: ContentType): Extra[] {
  const own = contentTypes[type].sitemap?.extra ?? []
  const index = contentTypes[type].index
  if (!index) return own
  const listed = SITEMAP_TYPES.flatMap((t) => (contentTypes[t].sitemap?.extra ?? []).map((e) => e.path))
  const sharing = SITEMAP_TYPES.filter((t) => contentTypes[t].index === index)
  if (listed.includes(index) || sharing[0] !== type) return own
  return [...own, { path: index, datedBy: { types: sharing } }]
}

/**
 * One file's entries: its extra addresses (first file only), then the documents'. Shallow
 * addresses come first (/faq before /page/snow-day): they are the site's permanent ones.
 */
export function entriesOf(
  type: ContentType,
  docs: (PathDoc & { updatedAt?: string | null })[],
  extras: SitemapEntry[] = [],
): SitemapEntry[] {
  const depth = (e: SitemapEntry) => e.path.split('/').length
  const own = docs.map((doc) => ({ path: pathOf(type, doc), lastmod: doc.updatedAt }))
  return [...extras, ...own.sort((a, b) => depth(a) - depth(b))]
}

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
