import { getSiteSettings } from '@/lib/queries/globals'
import { listPosts } from '@/collections/posts/queries'
import { FEED_SIZE, rssFeed, rssResponse, siteChannel } from '@/lib/seo/feeds'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** The site feed: the newest published articles. */
export async function GET() {
  const [settings, { docs }] = await Promise.all([getSiteSettings(), listPosts({ limit: FEED_SIZE })])
  return rssResponse(rssFeed({ channel: siteChannel(settings), posts: docs, settings }))
}
