import type { ContentTypeDescriptor } from '@/content/types'
import { tags } from '@/lib/cache-tags'

/** CMS pages that live at the top level of the URL space; others are /page/{slug}. */
export const FIXED_PAGES = new Set([
  'about-us',
  'accessibility-statement',
  'advertise',
  'back-to-school',
  'become-a-creator',
  'careers',
  'ccpa',
  'contact',
  'dmca',
  'faq',
  'giveaway-rules',
  'privacy',
  'submission',
  'terms',
])

/** Pages edited in the CMS: the fixed pages above and /page/{slug}. */
export const pages: ContentTypeDescriptor<'pages'> = {
  collection: 'pages',
  label: { singular: 'page', plural: 'pages' },
  key: 'slug',
  pathSelect: { slug: true },
  path: ({ slug }) => (slug && FIXED_PAGES.has(slug) ? `/${slug}` : `/page/${slug ?? ''}`),
  index: '/page',
  depth: 2,
  lists: { select: {}, tags: () => [tags.list('pages')] },
  // The home page is a global, not a page, but its address belongs in this file.
  sitemap: {
    extra: [
      { path: '/', datedBy: { globals: ['home'], types: ['posts'] } },
      // Shows and performers have no pages of their own (anchors on it), so no files: the tour page is listed.
      { path: '/comedy-tour', datedBy: { globals: ['tour'], types: ['tour-shows', 'performers'] } },
    ],
  },
  feed: null,
  linkable: true,
  savable: null,
  seo: { description: (doc) => doc.intro ?? '' },
  search: { kind: 'PAGE', code: 5, title: 'title', fields: ['intro', 'blocks'], image: (page) => page.heroImage },
  jsonLd: null,
}
