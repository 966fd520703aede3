import type { ContentType, GlobalSlug } from '@/content/types'

/**
 * Every cache tag of the site. Cached reads (each type's queries.ts, src/lib/queries) tag what they return with these;
 * the revalidation hooks (src/hooks/revalidate-on-change.ts) expire the same names.
 */
export const tags = {
  /** One document looked up by its address (slug, or id for authors). Also caches the miss. */
  doc: (type: ContentType, key: string | number) => `${type}:${key}`,
  /** Any listing of a type: index pages, home sections, feeds, sitemaps. */
  list: (type: ContentType) => type,
  /** A type's documents filtered by one related document, e.g. `posts:category:{id}`. */
  filter: (type: ContentType, by: string, id: string | number) => `${type}:${by}:${id}`,
  global: (slug: GlobalSlug) => `global:${slug}`,
  redirects: 'redirects',
  /** One CMS form, wherever a page embeds it. */
  form: (id: string | number) => `form:${id}`,
  /** The global popups the site may show (src/lib/queries/popups.ts). */
  popups: 'popups',
  /** The comedy tour's press articles and testimonials (no pages of their own, so no content types). */
  press: 'press-articles',
  testimonials: 'testimonials',
} as const
