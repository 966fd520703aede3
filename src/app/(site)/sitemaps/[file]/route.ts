import { getHome } from '@/lib/queries/globals'
import { listPages } from '@/lib/queries/pages'
import { getPostsSummary, listPostLocations } from '@/lib/queries/sitemap'
import { listAuthors, listCategories, listOriginals } from '@/lib/queries/taxonomy'
import {
  authorEntries,
  categoryEntries,
  latest,
  originalEntries,
  pageEntries,
  parseSitemapFile,
  postEntries,
  SITEMAP_PAGE_SIZE,
  SITEMAP_TYPES,
  urlsetXml,
  xmlResponse,
  type SitemapEntry,
  type SitemapFile,
} from '@/lib/seo/sitemap'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** The first file of each type is pre-rendered; posts-2.xml and later render on first request. */
export const generateStaticParams = () => SITEMAP_TYPES.map((type) => ({ file: `${type}.xml` }))

async function entriesOf({ type, page }: SitemapFile): Promise<SitemapEntry[] | null> {
  switch (type) {
    case 'posts': {
      const docs = await listPostLocations(page, SITEMAP_PAGE_SIZE)
      // An empty first file is still a valid sitemap; an empty later one does not exist.
      return docs.length === 0 && page > 1 ? null : postEntries(docs)
    }
    case 'pages': {
      const [pages, home, posts] = await Promise.all([listPages(), getHome(), getPostsSummary()])
      return pageEntries(pages, latest([home.updatedAt, posts.lastmod]))
    }
    case 'categories': {
      const [categories, originals] = await Promise.all([listCategories(), listOriginals()])
      return categoryEntries(categories, originals)
    }
    case 'originals':
      return originalEntries(await listOriginals())
    case 'authors':
      return authorEntries(await listAuthors())
  }
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file)
  const entries = file && (await entriesOf(file))
  if (!entries)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return xmlResponse(urlsetXml(entries))
}
