import { apiDocs, FIXED_PAGES } from '../../../../tests/e2e/support/content'
import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** CMS pages: the fixed ones (with and without forms) and a generic one, and their index. */
export const pageTypes: PageType[] = [
  { name: 'CMS page /about-us', status: 200, path: fixed('/about-us') },
  { name: 'CMS page /faq', status: 200, path: fixed('/faq') },
  { name: 'CMS page /back-to-school', status: 200, path: fixed('/back-to-school') },
  { name: 'CMS page with a form /contact', status: 200, path: fixed('/contact') },
  { name: 'CMS page with a form /submission', status: 200, path: fixed('/submission') },
  { name: 'CMS page with a form /become-a-creator', status: 200, path: fixed('/become-a-creator') },
  { name: 'CMS page with a form /ccpa (page-without-ad)', status: 200, path: fixed('/ccpa') },
  {
    name: 'generic CMS page',
    status: 200,
    path: async (request) => {
      const pages = await apiDocs(request, 'pages', { sort: 'id' })
      const generic = pages.find((p) => !(FIXED_PAGES as readonly string[]).includes(String(p.slug)))
      if (!generic) throw new Error('the seed has no generic page')
      return `/page/${generic.slug}`
    },
  },
  { name: 'pages index /page', status: 200, path: fixed('/page') },
  { name: 'CMS page /giveaway-rules', status: 200, path: fixed('/giveaway-rules') },
]
