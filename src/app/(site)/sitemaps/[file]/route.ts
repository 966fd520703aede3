import { listLocations } from '@/lib/queries/sitemap'
import {
  entriesOf,
  parseSitemapFile,
  SITEMAP_PAGE_SIZE,
  SITEMAP_TYPES,
  urlsetXml,
  xmlResponse,
} from '@/lib/seo/sitemap'
import { extraEntries } from '@/lib/seo/sitemap-extras'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** The first file of each type is pre-rendered; posts-2.xml and later render on first request. */
export const generateStaticParams = () => SITEMAP_TYPES.map((type) => ({ file: `${type}.xml` }))

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file)
  const docs = file ? await listLocations(file.type, file.page, SITEMAP_PAGE_SIZE) : []
  // An empty first file is still a valid sitemap; an empty later one does not exist.
  if (!file || (docs.length === 0 && file.page > 1)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const extras = file.page === 1 ? await extraEntries(file.type) : []
  return xmlResponse(urlsetXml(entriesOf(file.type, docs, extras)))
}
