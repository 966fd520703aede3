/**
 * Every cache tag of the site. Read functions in src/lib/queries tag what they return with these;
 * the revalidation hooks in src/hooks/revalidate.ts expire the same names.
 */
export type ContentCollection = 'posts' | 'pages' | 'categories' | 'originals' | 'authors'
export type GlobalSlug = 'site-settings' | 'navigation' | 'footer' | 'home'
export type PostFilter = 'category' | 'author' | 'original'

export const tags = {
  /** One document looked up by its address (slug, or id for authors). Also caches the miss. */
  doc: (collection: ContentCollection, key: string | number) => `${collection}:${key}`,
  /** Any listing of a collection: index pages, home sections, feeds, sitemaps. */
  list: (collection: ContentCollection) => collection,
  /** Posts filtered by one category, author or series. */
  postsBy: (filter: PostFilter, id: string | number) => `posts:${filter}:${id}`,
  global: (slug: GlobalSlug) => `global:${slug}`,
  redirects: 'redirects',
  reads: 'posts:reads',
} as const
