import { getHome } from '@/lib/queries/globals'
import { listPages } from '@/lib/queries/pages'
import { getPostsSummary } from '@/lib/queries/sitemap'
import { listAuthors, listCategories, listOriginals } from '@/lib/queries/taxonomy'
import {
  latest,
  SITEMAP_PAGE_SIZE,
  sitemapIndexXml,
  sitemapPath,
  xmlResponse,
  type SitemapEntry,
} from '@/lib/seo/sitemap'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** The sitemap index: one child per content type, posts split every SITEMAP_PAGE_SIZE URLs. */
export async function GET() {
  const [posts, pages, categories, originals, authors, home] = await Promise.all([
    getPostsSummary(),
    listPages(),
    listCategories(),
    listOriginals(),
    listAuthors(),
    getHome(),
  ])
  const dates = <T extends { updatedAt?: string | null }>(docs: T[]) => docs.map((d) => d.updatedAt)
  const postFiles = Math.max(1, Math.ceil(posts.total / SITEMAP_PAGE_SIZE))
  const entries: SitemapEntry[] = [
    {
      path: sitemapPath({ type: 'pages', page: 1 }),
      lastmod: latest([...dates(pages), home.updatedAt, posts.lastmod]),
    },
    ...Array.from({ length: postFiles }, (_, i) => ({
      path: sitemapPath({ type: 'posts', page: i + 1 }),
      lastmod: posts.lastmod,
    })),
    {
      path: sitemapPath({ type: 'categories', page: 1 }),
      lastmod: latest([...dates(categories), ...dates(originals)]),
    },
    { path: sitemapPath({ type: 'originals', page: 1 }), lastmod: latest(dates(originals)) },
    { path: sitemapPath({ type: 'authors', page: 1 }), lastmod: latest(dates(authors)) },
  ]
  return xmlResponse(sitemapIndexXml(entries))
}
