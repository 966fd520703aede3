import { descriptorOf } from '@/content/registry'
import { getDocument } from '@/lib/queries/documents'
import { getSiteSettings } from '@/lib/queries/globals'
import { listPosts } from '@/collections/posts/queries'
import { channelOf, FEED_SIZE, parseFeedFile, rssFeed, rssResponse } from '@/lib/seo/feeds'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** None at build time: each feed renders on its first request, then is cached like a page. */
export const generateStaticParams = () => []

/** The feed of one document (a category's, an author's, a series' articles), as its descriptor says. */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params
  const target = parseFeedFile(kind, file)
  const [settings, doc] = await Promise.all([getSiteSettings(), target && getDocument(target.type, target.key)])
  const channel = target && doc && channelOf(target.type, doc, settings)
  const items = target && descriptorOf(target.type).feed?.items
  if (!doc || !channel || !items) {
    return new Response('Feed not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const { docs } = await listPosts({ by: items.by, id: doc.id, limit: FEED_SIZE })
  return rssResponse(rssFeed({ channel, posts: docs, settings }))
}
