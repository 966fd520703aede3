import type { AuthorForLd } from '@/collections/authors/json-ld'
import type { PostForLd } from '@/collections/posts/json-ld'
import { comedyEventLd } from '@/collections/tour-shows/json-ld'
import { descriptorOf, pathOf } from '@/content/registry'
import type { ContentType, DocOf, ImageRights, LdContext, LdNode } from '@/content/types'
import { ldGraph, type LdGraph } from '@/lib/seo/ld-graph'
import { absoluteUrl, brandOf, logoImage, origin, shareImage, SLOGAN, type SeoSettings } from '@/lib/seo/site'
import type { TourShow } from '@/payload-types'

export type { LdNode }

type LdData = LdNode | LdNode[] | LdGraph

const CONTEXT = 'https://schema.org' as const

/**
 * JSON inside a <script> ends at the first `</script>`, whatever the JSON says: escaping `<`
 * (and `>`, `&`, the JS line separators) keeps editor-written text from closing the element.
 */
export function serializeLd(data: LdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Structured data for search engines; a data block, so CSP script rules do not apply to it. */
export function JsonLd({ data }: { data: LdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />
}

const websiteId = () => `${origin()}/#website`
const organizationId = () => `${origin()}/#organization`

export function websiteLd(settings: SeoSettings): LdNode {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(),
    name: brandOf(settings),
    description: SLOGAN,
    url: `${origin()}/`,
    inLanguage: 'en',
    publisher: { '@id': organizationId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin()}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  }
}

export function organizationLd(settings: SeoSettings): LdNode {
  const logo = logoImage(settings)
  const sameAs = (settings?.socialLinks ?? []).map((s) => s.url).filter(Boolean)
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(),
    name: brandOf(settings),
    url: `${origin()}/`,
    ...(logo ? { logo: logo.url } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
  }
}

type RightsInput = Partial<Record<keyof ImageRights, string | null>> | null | undefined

/** Each right the first of `layers` says (a meme's own, then the site's), else the brand's. */
export function imageRightsOf(brand: string, ...layers: RightsInput[]): ImageRights {
  const pick = (key: keyof ImageRights) => layers.map((layer) => layer?.[key]?.trim()).find(Boolean)
  const creator = pick('creator') ?? brand
  return {
    creator,
    creditText: pick('creditText') ?? creator,
    copyrightNotice: pick('copyrightNotice') ?? `© ${brand}`,
    license: absoluteUrl(pick('license') ?? '/terms'),
  }
}

/** What the type builders of the descriptors may ask of the site (they import nothing server-side). */
function ldContext(settings: SeoSettings): LdContext {
  const logo = logoImage(settings)
  return {
    rights: (own) => imageRightsOf(brandOf(settings), own, settings?.imageRights),
    url: (type, doc) => absoluteUrl(pathOf(type, doc)),
    image: (ref, prefer) => shareImage(ref, prefer)?.url ?? null,
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: brandOf(settings),
      url: `${origin()}/`,
      ...(logo ? { logo: { '@type': 'ImageObject', url: logo.url } } : {}),
    },
  }
}

/**
 * The tour page's structured data: a ComedyEvent for each show it lists, in one graph where the
 * organiser and each performer are described once and referred to by their @id.
 */
export const tourEventsLd = (shows: TourShow[], settings: SeoSettings, now: number) =>
  ldGraph(shows.map((show) => comedyEventLd(show, ldContext(settings), now)))

/** The structured data of a document's page, as its type's descriptor builds it (null if none). */
export function documentLd<T extends ContentType>(type: T, doc: DocOf<T>, settings: SeoSettings): LdNode | null {
  const build = descriptorOf(type).jsonLd
  return build ? build(doc, ldContext(settings)) : null
}

export const articleLd = (post: PostForLd, settings: SeoSettings) =>
  documentLd('posts', post as DocOf<'posts'>, settings)!
export const personLd = (author: AuthorForLd, settings?: SeoSettings) =>
  documentLd('authors', author as DocOf<'authors'>, settings)!

export type ListedItem = { name: string; path: string }

/** What a list page is: its own type, and the items it shows in order. */
export type ListLd = {
  /** The page's address as a visitor reaches it (with its query, for search). */
  path: string
  items: ListedItem[]
  type?: 'CollectionPage' | 'SearchResultsPage'
}

/** A list's documents as its items: each by its title, at its page. */
export const listedItems = <T extends ContentType>(type: T, docs: (DocOf<T> & { title: string })[]): ListedItem[] =>
  docs.map((doc) => ({ name: doc.title, path: pathOf(type, doc) }))

/**
 * A list page (a category, a series, the giveaways, a day's faves, search results): a
 * CollectionPage, or a SearchResultsPage, whose main entity is an ItemList of what it shows in
 * order. `path` of an item may be another site's address (a fave's post).
 */
export function collectionPageLd(name: string, description: string | null | undefined, list: ListLd): LdNode {
  const url = absoluteUrl(list.path)
  return {
    '@context': CONTEXT,
    '@type': list.type ?? 'CollectionPage',
    '@id': `${url}#page`,
    name,
    url,
    ...(description ? { description } : {}),
    inLanguage: 'en',
    isPartOf: { '@id': websiteId() },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: list.items.length,
      itemListElement: list.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        url: absoluteUrl(item.path),
      })),
    },
  }
}

/** A trail from the home page down to the current document; positions start at 1. */
export function breadcrumbLd(items: { name: string; path: string }[]): LdNode {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}
