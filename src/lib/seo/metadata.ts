import type { Metadata } from 'next'

import { labelOf } from '@/collections/printables/taxonomy'
import { env } from '@/env'
import { formatDateTime } from '@/lib/format'
import { pathOf } from '@/content/registry'
import { getSiteSettings } from '@/lib/queries/globals'
import { podcastFeedPath } from '@/collections/podcasts/json-ld'
import type { Author, Category, Episode, Giveaway, Meme, Page, Podcast, Post, Printable, Video } from '@/payload-types'
import {
  absoluteUrl,
  brandOf,
  logoImage,
  shareImage,
  SLOGAN,
  type MediaRef,
  type SeoSettings,
  type ShareImage,
} from '@/lib/seo/site'

const RSS = 'application/rss+xml'
const SITE_FEED = '/feed.xml'

/** The root layout's metadata: the defaults of spec §1 that every page starts from. */
export function siteMetadata(settings: SeoSettings): Metadata {
  const brand = brandOf(settings)
  const logo = logoImage(settings) ?? shareImage(settings?.defaultShareImage)
  return {
    metadataBase: new URL(env.SERVER_URL),
    title: { default: `${brand} | ${SLOGAN}`, template: `%s | ${brand}` },
    description: SLOGAN,
    applicationName: brand,
    // No og:url or og:title here: children that set no openGraph inherit this object whole, and
    // Next fills og:title/description from each page's own title and description.
    openGraph: { type: 'website', siteName: brand, locale: 'en_US', images: logo ? [ogImage(logo)] : undefined },
    twitter: { card: 'summary_large_image', images: logo ? [logo.url] : undefined },
    icons: { icon: '/favicon.ico' },
    alternates: { types: { [RSS]: [{ url: SITE_FEED, title: brand }] } },
  }
}

/** Per-document SEO fields of the Payload SEO plugin (the `meta` group on posts and pages). */
export type SeoMeta = { title?: string | null; description?: string | null; image?: MediaRef } | null | undefined

export type DocumentMetadataInput = {
  /** Without the brand: the root template appends it. Omit for the home page's default title. */
  title?: string | null
  description?: string | null
  /** The document's own picture (hero, cover, avatar), used when the SEO image is not set. */
  image?: MediaRef
  /** The public path (from `paths`), made absolute for the canonical link and og:url. */
  path: string
  type?: 'website' | 'article' | 'profile' | 'video.other'
  publishedTime?: string | null
  modifiedTime?: string | null
  authors?: { name: string; path?: string }[]
  /** Article section and tags (og:article:section / og:article:tag). */
  section?: string
  tags?: string[]
  /** A feed of this document's own posts (category, author, series), listed next to the site feed. */
  feed?: { title: string; path: string | null }
  noindex?: boolean
  meta?: SeoMeta
  settings: SeoSettings
}

/**
 * Metadata of one document. Next merges metadata shallowly, so openGraph, twitter and alternates
 * are given whole here (site name, feeds) instead of relying on the layout's.
 */
export function documentMetadata(input: DocumentMetadataInput): Metadata {
  const { settings, meta } = input
  const brand = brandOf(settings)
  const title = meta?.title?.trim() || input.title?.trim() || undefined
  const description = meta?.description?.trim() || input.description?.trim() || SLOGAN
  const url = absoluteUrl(input.path)
  const image =
    shareImage(meta?.image) ?? shareImage(input.image) ?? shareImage(settings?.defaultShareImage) ?? logoImage(settings)
  const images = image ? [ogImage(image)] : undefined
  const ogTitle = title ?? `${brand} | ${SLOGAN}`
  const authors = input.authors?.map((a) => ({ name: a.name, ...(a.path ? { url: absoluteUrl(a.path) } : {}) }))

  const common = { url, title: ogTitle, description, siteName: brand, locale: 'en_US', images }
  const openGraph: Metadata['openGraph'] =
    input.type === 'article'
      ? {
          ...common,
          type: 'article',
          publishedTime: input.publishedTime ?? undefined,
          modifiedTime: input.modifiedTime ?? undefined,
          authors: authors?.map((a) => a.url ?? a.name),
          section: input.section,
          tags: input.tags,
        }
      : { ...common, type: input.type ?? 'website' }

  const feeds = [{ url: absoluteUrl(SITE_FEED), title: brand }]
  if (input.feed?.path) feeds.push({ url: absoluteUrl(input.feed.path), title: `${input.feed.title} | ${brand}` })

  return {
    ...(title ? { title } : {}),
    description,
    ...(authors?.length ? { authors } : {}),
    alternates: { canonical: url, types: { [RSS]: feeds } },
    openGraph,
    twitter: { card: 'summary_large_image', title: ogTitle, description, images: image ? [image.url] : undefined },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** For generateMetadata in page routes: documentMetadata with the cached site settings. */
export async function pageMetadata(input: Omit<DocumentMetadataInput, 'settings'>): Promise<Metadata> {
  return documentMetadata({ ...input, settings: await getSiteSettings() })
}

type PostForSeo = Pick<Post, 'title' | 'slug' | 'excerpt' | 'heroImage' | 'meta' | 'publishedAt' | 'updatedAt'> &
  Partial<Pick<Post, 'authors' | 'categories'>>

/** The metadata input of an article: `pageMetadata(postSeo(post))`. */
export function postSeo(post: PostForSeo): Omit<DocumentMetadataInput, 'settings'> {
  const authors = (post.authors ?? []).filter((a): a is Author => typeof a === 'object')
  const categories = (post.categories ?? []).flatMap((c) => (typeof c === 'object' ? [c.title] : []))
  return {
    title: post.title,
    description: post.excerpt,
    image: post.heroImage,
    path: pathOf('posts', post),
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: authors.map((a) => ({ name: a.name, path: pathOf('authors', a) })),
    section: categories[0],
    tags: categories,
    meta: post.meta,
  }
}

/** The metadata input of a meme: its words are its description, its picture the share image. */
export function memeSeo(
  meme: Pick<Meme, 'title' | 'slug' | 'transcript' | 'image' | 'meta' | 'publishedAt' | 'updatedAt' | 'categories'>,
): Omit<DocumentMetadataInput, 'settings'> {
  const categories = (meme.categories ?? []).filter((c): c is Category => typeof c === 'object').map((c) => c.title)
  return {
    title: meme.title,
    // One line of words for previews: the transcript keeps its line breaks.
    description: meme.transcript.replace(/\s+/g, ' ').slice(0, 300),
    image: meme.image,
    path: pathOf('memes', meme),
    type: 'article',
    publishedTime: meme.publishedAt,
    modifiedTime: meme.updatedAt,
    section: categories[0],
    tags: categories,
    meta: meme.meta,
  }
}

/** A printable: its description, its first page as the share picture, its subjects as tags. */
export function printableSeo(
  printable: Pick<Printable, 'title' | 'slug' | 'description' | 'previews' | 'meta' | 'publishedAt' | 'updatedAt'> &
    Partial<Pick<Printable, 'subjects'>>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: printable.title,
    description: printable.description.slice(0, 300),
    image: printable.previews?.[0],
    path: pathOf('printables', printable),
    type: 'article',
    publishedTime: printable.publishedAt,
    modifiedTime: printable.updatedAt,
    tags: (printable.subjects ?? []).map(labelOf),
    meta: printable.meta,
  }
}

/** A giveaway: what you win and until when, its prize as the share picture. */
export function giveawaySeo(
  giveaway: Pick<Giveaway, 'title' | 'slug' | 'prize' | 'image' | 'endsAt' | 'meta' | 'publishedAt' | 'updatedAt'>,
  path = pathOf('giveaways', giveaway),
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: giveaway.title,
    description: `Win ${giveaway.prize}. Entries close on ${formatDateTime(giveaway.endsAt)}.`,
    image: giveaway.image,
    path,
    type: 'article',
    publishedTime: giveaway.publishedAt,
    modifiedTime: giveaway.updatedAt,
    meta: giveaway.meta,
  }
}

/** The metadata input of a video's page: og:type video.other, the poster as its picture. */
export function videoSeo(
  video: Pick<Video, 'title' | 'slug' | 'description' | 'poster' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: video.title,
    description: (video.description ?? '').replace(/\s+/g, ' ').slice(0, 300),
    image: video.poster,
    path: pathOf('videos', video),
    type: 'video.other',
    meta: video.meta,
  }
}

/** A show's podcast feed, listed beside the site's on its pages and its episodes'. */
const showFeed = (show: Pick<Podcast, 'title' | 'slug'>) => ({
  title: `${show.title} (podcast feed)`,
  path: podcastFeedPath(show),
})

/** A podcast show: its cover, and its podcast feed beside the site's. */
export function showSeo(
  show: Pick<Podcast, 'title' | 'slug' | 'description' | 'cover' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: `${show.title} (podcast)`,
    description: show.description.replace(/\s+/g, ' ').slice(0, 300),
    image: show.cover,
    path: pathOf('podcasts', show),
    feed: showFeed(show),
    meta: show.meta,
  }
}

/** A podcast episode, pictured by its show's cover. */
export function episodeSeo(
  episode: Pick<Episode, 'title' | 'slug' | 'description' | 'show' | 'publishedAt' | 'meta'>,
): Omit<DocumentMetadataInput, 'settings'> {
  const show = typeof episode.show === 'object' ? episode.show : null
  return {
    title: show ? `${episode.title} · ${show.title}` : episode.title,
    description: episode.description.replace(/\s+/g, ' ').slice(0, 300),
    image: show?.cover,
    path: pathOf('episodes', episode),
    type: 'article',
    publishedTime: episode.publishedAt,
    ...(show ? { feed: showFeed(show) } : {}),
    meta: episode.meta,
  }
}

/** The metadata input of a CMS page: `pageMetadata(pageSeo(page))`. */
export function pageSeo(
  page: Pick<Page, 'title' | 'slug'> & { intro?: string | null; heroImage?: MediaRef; meta?: SeoMeta },
): Omit<DocumentMetadataInput, 'settings'> {
  return {
    title: page.title,
    description: page.intro,
    image: page.heroImage,
    path: pathOf('pages', page),
    meta: page.meta,
  }
}

function ogImage(image: ShareImage) {
  return {
    url: image.url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    ...(image.alt ? { alt: image.alt } : {}),
  }
}
