import type { Metadata } from 'next'

import { env } from '@/env'
import { getSiteSettings } from '@/lib/queries/globals'
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

/** The root layout's metadata: the defaults that every page starts from. */
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

function ogImage(image: ShareImage) {
  return {
    url: image.url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    ...(image.alt ? { alt: image.alt } : {}),
  }
}
