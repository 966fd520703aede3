import { Feed } from 'feed'

import { CONTENT_TYPES, contentTypes, descriptorOf, feedPathOf, pathOf } from '@/content/registry'
import type { ContentType, DocOf } from '@/content/types'
import type { Author, Category, Post } from '@/payload-types'
import { absoluteUrl, brandOf, logoImage, shareImage, SLOGAN, type SeoSettings } from '@/lib/seo/site'
import { documentId } from '@/lib/document-id'

/** Items per feed: enough for a reader that polls daily, small enough to stay cheap. */
export const FEED_SIZE = 30

/** The site feed: the newest articles. */
export const SITE_FEED = '/feed.xml'

/** Types whose documents each have a feed at /feeds/{kind}/{key}.xml. */
const FEED_TYPES = CONTENT_TYPES.filter((type) => contentTypes[type].feed)

/**
 * '/feeds/{kind}/{file}' → the type and the key to look up, or null (a 404) for an unknown kind
 * or a key that cannot be an address: ids are numbers, slugs are kebab-case.
 */
export function parseFeedFile(kind: string, file: string): { type: ContentType; key: string } | null {
  const match = /^(.+)\.xml$/.exec(file)
  const type = FEED_TYPES.find((t) => contentTypes[t].feed?.kind === kind)
  if (!match || !type) return null
  const key = match[1]
  const valid = contentTypes[type].key === 'id' ? documentId(key) !== null : /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(key)
  return valid ? { type, key } : null
}

/** What the channel describes: the page it mirrors and where the feed itself lives. */
export type FeedChannel = { title: string; description: string; path: string; feedPath: string }

export function siteChannel(settings: SeoSettings): FeedChannel {
  return { title: brandOf(settings), description: SLOGAN, path: '/', feedPath: SITE_FEED }
}

/** The channel of a document's feed: its words from the type's descriptor, its page, its address. */
export function channelOf<T extends ContentType>(type: T, doc: DocOf<T>, settings: SeoSettings): FeedChannel | null {
  const feed = descriptorOf(type).feed
  const feedPath = feedPathOf(type, doc)
  if (!feed || !feedPath) return null
  return { ...feed.channel(doc, brandOf(settings)), path: pathOf(type, doc), feedPath }
}

export type FeedPost = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'updatedAt' | 'createdAt'> &
  Partial<Pick<Post, 'publishedAt' | 'heroImage' | 'authors' | 'categories' | 'meta'>>

const DC = 'http://purl.org/dc/elements/1.1/'

/**
 * An RSS 2.0 document. Author names go in <dc:creator>: RSS's own <author> must be an e-mail
 * address, which authors here do not have. `now` only matters for a feed without posts.
 */
export function rssFeed({
  channel,
  posts,
  settings,
  now = new Date(),
}: {
  channel: FeedChannel
  posts: FeedPost[]
  settings: SeoSettings
  now?: Date
}): string {
  const brand = brandOf(settings)
  const dates = posts.map((p) => new Date(p.updatedAt).getTime()).filter((t) => !Number.isNaN(t))
  // The newest change, not the clock: the same content gives the same bytes (caches, ETags).
  const updated = dates.length ? new Date(Math.max(...dates)) : now
  const feed = new Feed({
    id: absoluteUrl(channel.path),
    title: channel.title,
    description: channel.description,
    link: absoluteUrl(channel.path),
    feedLinks: { rss: absoluteUrl(channel.feedPath) },
    language: 'en',
    ttl: 60,
    updated,
    image: logoImage(settings)?.url,
    favicon: absoluteUrl('/favicon.ico'),
    copyright: `© ${updated.getUTCFullYear()} ${brand}`,
    generator: brand,
  })
  for (const post of posts) feed.addItem(feedItem(post))
  const xml = feed.rss2()
  // The feed package declares xmlns:dc only for content:encoded; our <dc:creator> needs it too.
  return xml.includes('xmlns:dc=') ? xml : xml.replace('<rss version="2.0"', `<rss version="2.0" xmlns:dc="${DC}"`)
}

function feedItem(post: FeedPost) {
  const link = absoluteUrl(pathOf('posts', post))
  const authors = (post.authors ?? []).filter((a): a is Author => typeof a === 'object')
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const image = shareImage(post.heroImage)
  return {
    title: post.title,
    link,
    // Tied to the id, not the slug: renaming a post must not make readers see it twice.
    guid: `urn:staffroom:post:${post.id}`,
    description: post.meta?.description?.trim() || post.excerpt,
    date: new Date(post.publishedAt ?? post.createdAt),
    category: categories.map((c) => ({ name: c.title, domain: absoluteUrl(pathOf('categories', c)) })),
    ...(image ? { enclosure: { url: image.url, type: image.type ?? 'image/jpeg', length: image.length ?? 0 } } : {}),
    // xml-js writes an array value as repeated elements: one <dc:creator> per author.
    ...(authors.length
      ? {
          extensions: [
            {
              name: 'dc:creator',
              objects: authors.map((a) => ({ _text: a.name })) as unknown as Record<string, unknown>,
            },
          ],
        }
      : {}),
  }
}

export const rssResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
