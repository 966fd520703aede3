/** Public paths of each document type: the one place that knows the URL space. */
export const paths = {
  post: (slug: string) => `/post/${slug}`,
  category: (slug: string) => (slug === 'originals' ? '/category/originals' : `/category/${slug}`),
  original: (slug: string) => `/original/${slug}`,
  author: (id: number | string) => `/author/${id}`,
  page: (slug: string) => (FIXED_PAGES.has(slug) ? `/${slug}` : `/page/${slug}`),
} as const

/** CMS pages that live at the top level of the URL space (spec §2); others are /page/{slug}. */
export const FIXED_PAGES = new Set([
  'about-us',
  'accessibility-statement',
  'advertise',
  'back-to-school',
  'careers',
  'ccpa',
  'contact',
  'dmca',
  'faq',
  'privacy',
  'terms',
])

export type LinkableCollection = 'pages' | 'posts' | 'categories' | 'originals'

export function pathOf(collection: LinkableCollection, doc: { slug?: string | null }): string {
  const slug = doc.slug ?? ''
  if (collection === 'pages') return paths.page(slug)
  if (collection === 'posts') return paths.post(slug)
  if (collection === 'categories') return paths.category(slug)
  return paths.original(slug)
}
