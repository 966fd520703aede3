import { paths } from '@/lib/paths'
import type { Author, Category, Post } from '@/payload-types'
import { absoluteUrl, brandOf, logoImage, origin, shareImage, SLOGAN, type SeoSettings } from '@/lib/seo/site'

/** A schema.org node. Loose on purpose: the builders below are the typed surface. */
export type LdNode = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

const CONTEXT = 'https://schema.org' as const

/**
 * JSON inside a <script> ends at the first `</script>`, whatever the JSON says: escaping `<`
 * (and `>`, `&`, the JS line separators) keeps editor-written text from closing the element.
 */
export function serializeLd(data: LdNode | LdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Structured data for search engines; a data block, so CSP script rules do not apply to it. */
export function JsonLd({ data }: { data: LdNode | LdNode[] }) {
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

type AuthorForLd = Pick<Author, 'id' | 'name'> & Partial<Pick<Author, 'role' | 'bio' | 'avatar' | 'socials'>>

export function personLd(author: AuthorForLd): LdNode {
  const image = shareImage(author.avatar, 'original')
  const sameAs = (author.socials ?? []).map((s) => s.url).filter(Boolean)
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${absoluteUrl(paths.author(author.id))}#person`,
    name: author.name,
    url: absoluteUrl(paths.author(author.id)),
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(image ? { image: image.url } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

type PostForLd = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'updatedAt' | 'createdAt'> &
  Partial<Pick<Post, 'heroImage' | 'authors' | 'categories' | 'original' | 'publishedAt' | 'meta'>>

export function articleLd(post: PostForLd, settings: SeoSettings): LdNode {
  const url = absoluteUrl(paths.post(post.slug))
  const images = [shareImage(post.meta?.image), shareImage(post.heroImage), shareImage(post.heroImage, 'original')]
  const image = [...new Set(images.flatMap((i) => (i ? [i.url] : [])))]
  const authors = (post.authors ?? []).filter((a): a is Author => typeof a === 'object')
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const series = post.original && typeof post.original === 'object' ? post.original : null
  const logo = logoImage(settings)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': `${url}#article`,
    // Google shows at most 110 characters of a headline.
    headline: (post.meta?.title?.trim() || post.title).slice(0, 110),
    description: post.meta?.description?.trim() || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(image.length ? { image } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: authors.map((a) => ({ '@type': 'Person', name: a.name, url: absoluteUrl(paths.author(a.id)) })),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: brandOf(settings),
      url: `${origin()}/`,
      ...(logo ? { logo: { '@type': 'ImageObject', url: logo.url } } : {}),
    },
    ...(categories.length ? { articleSection: categories.map((c) => c.title) } : {}),
    ...(series
      ? {
          isPartOf: {
            '@type': 'CreativeWorkSeries',
            name: series.title,
            url: absoluteUrl(paths.original(series.slug)),
          },
        }
      : {}),
    inLanguage: 'en',
    isAccessibleForFree: true,
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
