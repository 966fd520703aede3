import { getSiteSettings } from '@/lib/queries/globals'
import { getShow } from '@/collections/podcasts/queries'
import { listFeedEpisodes } from '@/collections/episodes/queries'
import { podcastFeed } from '@/collections/podcasts/feed'
import { rssResponse } from '@/lib/seo/feeds'

// Re-rendered when a cached read's tag is expired on publish; the hour is only a ceiling.
export const revalidate = 3600

/** None at build time: each feed renders on its first request, then is cached like a page. */
export const generateStaticParams = () => []

/** GET /feeds/podcast/{show}.xml: the show's podcast feed, which podcast apps subscribe to. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.xml$/i.exec((await params).file)?.[1]
  const [settings, show] = await Promise.all([getSiteSettings(), slug ? getShow(slug) : null])
  if (!show) {
    return new Response('Feed not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return rssResponse(podcastFeed(show, await listFeedEpisodes(show.id), settings))
}
