import { getSiteSettings } from '@/lib/queries/globals'
import { listPosts } from '@/lib/queries/posts'
import { getAuthor, getCategory, getOriginal } from '@/lib/queries/taxonomy'
import {
  authorChannel,
  categoryChannel,
  FEED_SIZE,
  originalChannel,
  parseFeedFile,
  rssFeed,
  rssResponse,
  type FeedChannel,
  type FeedKind,
} from '@/lib/seo/feeds'
import type { SeoSettings } from '@/lib/seo/site'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** None at build time: each feed renders on its first request, then is cached like a page. */
export const generateStaticParams = () => []

/** The channel and the id that filters its posts, or null when the document does not exist. */
async function channelOf(
  kind: FeedKind,
  key: string,
  settings: SeoSettings,
): Promise<{ channel: FeedChannel; id: number } | null> {
  switch (kind) {
    case 'category': {
      const doc = await getCategory(key)
      return doc && { channel: categoryChannel(doc, settings), id: doc.id }
    }
    case 'author': {
      const doc = await getAuthor(Number(key))
      return doc && { channel: authorChannel(doc, settings), id: doc.id }
    }
    case 'original': {
      const doc = await getOriginal(key)
      return doc && { channel: originalChannel(doc, settings), id: doc.id }
    }
  }
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params
  const target = parseFeedFile(kind, file)
  const settings = await getSiteSettings()
  const found = target && (await channelOf(target.kind, target.key, settings))
  if (!target || !found) {
    return new Response('Feed not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const { docs } = await listPosts({ by: target.kind, id: found.id, limit: FEED_SIZE })
  return rssResponse(rssFeed({ channel: found.channel, posts: docs, settings }))
}
