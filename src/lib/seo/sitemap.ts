import { FIXED_PAGES, paths } from '@/lib/paths'
import { absoluteUrl } from '@/lib/seo/site'

/** One sitemap per content type (sitemaps.org index + children). */
export const SITEMAP_TYPES = ['pages', 'posts', 'categories', 'originals', 'authors'] as const
export type SitemapType = (typeof SITEMAP_TYPES)[number]

/**
 * URLs per sitemap file. The protocol allows 50,000; 10,000 keeps each cached read well under
 * Next's 2 MB data-cache limit. Posts spill over into posts-2.xml, posts-3.xml, …
 */
export const SITEMAP_PAGE_SIZE = 10_000

export type SitemapFile = { type: SitemapType; page: number }

/** 'posts.xml' → page 1 of posts, 'posts-3.xml' → page 3; anything else → null (a 404). */
export function parseSitemapFile(file: string): SitemapFile | null {
  const match = /^([a-z]+)(?:-([1-9]\d{0,5}))?\.xml$/.exec(file)
  if (!match || !(SITEMAP_TYPES as readonly string[]).includes(match[1])) return null
  const page = match[2] ? Number(match[2]) : 1
  // Only posts are numerous enough to be split; `pages-1.xml` is not a second name for pages.xml.
  if (match[2] && (match[1] !== 'posts' || page === 1)) return null
  return { type: match[1] as SitemapType, page }
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

// Entries per content type, from documents as the queries return them.

type Dated = { updatedAt?: string | null }

export const postEntries = (posts: (Dated & { slug?: string | null })[]): SitemapEntry[] =>
  posts.flatMap((p) => (p.slug ? [{ path: paths.post(p.slug), lastmod: p.updatedAt }] : []))

/** CMS pages plus the home page; fixed pages sit at their top-level paths (paths.page knows). */
export function pageEntries(pages: (Dated & { slug?: string | null })[], homeLastmod?: string | null): SitemapEntry[] {
  const docs = pages.flatMap((p) =>
    p.slug && p.slug !== 'home' ? [{ path: paths.page(p.slug), lastmod: p.updatedAt }] : [],
  )
  // Fixed pages first: they are the site's permanent addresses.
  docs.sort((a, b) => Number(FIXED_PAGES.has(b.path.slice(1))) - Number(FIXED_PAGES.has(a.path.slice(1))))
  return [{ path: '/', lastmod: homeLastmod }, ...docs]
}

/** Categories, plus /category/originals (its own screen, dated by its newest series). */
export function categoryEntries(
  categories: (Dated & { slug?: string | null })[],
  originals: Dated[] = [],
): SitemapEntry[] {
  return [
    { path: paths.category('originals'), lastmod: latest(originals.map((o) => o.updatedAt)) },
    ...categories.flatMap((c) => (c.slug ? [{ path: paths.category(c.slug), lastmod: c.updatedAt }] : [])),
  ]
}

export const originalEntries = (originals: (Dated & { slug?: string | null })[]): SitemapEntry[] =>
  originals.flatMap((o) => (o.slug ? [{ path: paths.original(o.slug), lastmod: o.updatedAt }] : []))

export const authorEntries = (authors: (Dated & { id: number | string })[]): SitemapEntry[] =>
  authors.map((a) => ({ path: paths.author(a.id), lastmod: a.updatedAt }))

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
