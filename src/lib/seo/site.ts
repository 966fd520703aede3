import { env } from '@/env'
import type { Media, SiteSetting } from '@/payload-types'

/** The default title suffix and description, word for word (tests check them). */
export const SLOGAN = 'Celebrating Educators Every Day.'
export const DEFAULT_BRAND = 'Staffroom'

/** Site settings as the SEO helpers need them; any part may be missing (fresh install, tests). */
export type SeoSettings =
  | Partial<
      Pick<
        SiteSetting,
        'brandName' | 'logo' | 'defaultShareImage' | 'socialLinks' | 'contactEmail' | 'imageRights' | 'updatedAt'
      >
    >
  | null
  | undefined

export const brandOf = (settings: SeoSettings) => settings?.brandName?.trim() || DEFAULT_BRAND

/** The site origin without a trailing slash, so `${origin()}${path}` never doubles it. */
export const origin = () => env.SERVER_URL.replace(/\/+$/, '')

/** An absolute URL for a site path; URLs that are already absolute pass through untouched. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${origin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** An upload field's value: populated doc, bare id (depth 0) or nothing. */
export type MediaRef = Media | number | null | undefined

/** Only a populated media doc carries a URL; a bare id (depth 0) cannot be resolved here. */
export const mediaDoc = (ref: MediaRef): Media | null => (ref && typeof ref === 'object' ? ref : null)

export type ShareImage = { url: string; width?: number; height?: number; alt?: string; type?: string; length?: number }

/**
 * The best image for a share card: the 1200×630 `og` crop when Payload made one, else the
 * original. Absolute, because crawlers and feed readers do not resolve relative URLs.
 */
export function shareImage(ref: MediaRef, prefer: 'og' | 'original' = 'og'): ShareImage | null {
  const media = mediaDoc(ref)
  if (!media) return null
  const og = media.sizes?.og
  const pick =
    prefer === 'og' && og?.url
      ? { url: og.url, width: og.width, height: og.height, type: og.mimeType, length: og.filesize }
      : media.url
        ? { url: media.url, width: media.width, height: media.height, type: media.mimeType, length: media.filesize }
        : null
  if (!pick) return null
  return {
    url: absoluteUrl(pick.url),
    ...(pick.width ? { width: pick.width } : {}),
    ...(pick.height ? { height: pick.height } : {}),
    ...(media.alt ? { alt: media.alt } : {}),
    ...(pick.type ? { type: pick.type } : {}),
    ...(pick.length ? { length: pick.length } : {}),
  }
}

/** The site logo (original file: logos are not cropped to 1200×630): the default social image. */
export const logoImage = (settings: SeoSettings) => shareImage(settings?.logo, 'original')
