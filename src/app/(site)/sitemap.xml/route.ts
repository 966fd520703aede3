import { getSummary } from '@/lib/queries/sitemap'
import { latest, SITEMAP_PAGE_SIZE, SITEMAP_TYPES, sitemapIndexXml, sitemapPath, xmlResponse } from '@/lib/seo/sitemap'
import { extraEntries } from '@/lib/seo/sitemap-extras'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** The sitemap index: one child per content type, split every SITEMAP_PAGE_SIZE addresses. */
export async function GET() {
  const files = await Promise.all(
    SITEMAP_TYPES.map(async (type) => {
      const [{ total, lastmod }, extras] = await Promise.all([getSummary(type), extraEntries(type)])
      const newest = latest([lastmod, ...extras.map((e) => e.lastmod)])
      const count = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE))
      return Array.from({ length: count }, (_, i) => ({ path: sitemapPath({ type, page: i + 1 }), lastmod: newest }))
    }),
  )
  return xmlResponse(sitemapIndexXml(files.flat()))
}
