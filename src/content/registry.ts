import { authors } from '@/collections/authors/content-type'
import { categories } from '@/collections/categories/content-type'
import { episodes } from '@/collections/episodes/content-type'
import { faves } from '@/collections/faves/content-type'
import { giveaways } from '@/collections/giveaways/content-type'
import { memes } from '@/collections/memes/content-type'
import { originals } from '@/collections/originals/content-type'
import { performers } from '@/collections/performers/content-type'
import { pages } from '@/collections/pages/content-type'
import { podcasts } from '@/collections/podcasts/content-type'
import { posts } from '@/collections/posts/content-type'
import { printables } from '@/collections/printables/content-type'
import { tourShows } from '@/collections/tour-shows/content-type'
import { videoCategories } from '@/collections/video-categories/content-type'
import { videos } from '@/collections/videos/content-type'
import type { ContentType, ContentTypeDescriptor, PathDoc } from '@/content/types'

/**
 * One descriptor per content type. Paths, links, revalidation, sitemaps, feeds, saved items,
 * search and structured data all read this; none of them lists the types itself. Descriptors
 * import nothing from the server, so this module is safe in client components too.
 */
export const contentTypes: { [T in ContentType]: ContentTypeDescriptor<T> } = {
  pages,
  posts,
  memes,
  printables,
  giveaways,
  faves,
  videos,
  podcasts,
  episodes,
  categories,
  'video-categories': videoCategories,
  originals,
  authors,
  'tour-shows': tourShows,
  performers,
}

export const CONTENT_TYPES = Object.keys(contentTypes) as ContentType[]

const where = (keep: (d: ContentTypeDescriptor<ContentType>) => boolean) =>
  CONTENT_TYPES.filter((type) => keep(contentTypes[type] as ContentTypeDescriptor<ContentType>))

/** Types CMS links may point at: link fields, rich-text links and redirects. */
export const LINKABLE = where((d) => d.linkable)
/** Types members may save for later. */
export const SAVABLE = where((d) => d.savable !== null)

export const isContentType = (slug: string): slug is ContentType => Object.hasOwn(contentTypes, slug)
export const isLinkable = (slug: string): slug is ContentType => (LINKABLE as string[]).includes(slug)

/** The public path of a document of any type. */
export const pathOf = (type: ContentType, doc: PathDoc): string => contentTypes[type].path(doc)

/** Where the feed of a document lives, for types that have one. */
export function feedPathOf(type: ContentType, doc: PathDoc): string | null {
  const { feed, key } = contentTypes[type]
  return feed ? `/feeds/${feed.kind}/${String(doc[key] ?? '')}.xml` : null
}

/** A descriptor when the type is only known at run time (its document type is then loose). */
export const descriptorOf = (type: ContentType) => contentTypes[type] as ContentTypeDescriptor<ContentType>

const TYPE_WORDS = new Map(
  CONTENT_TYPES.flatMap((type) => (descriptorOf(type).search?.words ?? []).map((word) => [word, type] as const)),
)

/** The searchable type a word of a query names (`podcasts`, `printable`): its descriptor's `search.words`. */
export const typeOfWord = (word: string): ContentType | null =>
  TYPE_WORDS.get(word) ?? (word.endsWith('s') ? TYPE_WORDS.get(word.slice(0, -1)) : undefined) ?? null
