/**
 * One address of every kind of public page, read from the seeded content through the REST API:
 * the list the accessibility, HTML-validity and header specs walk. A new page type is added here.
 */
import type { APIRequestContext } from '@playwright/test'

import { apiDocs, FIXED_PAGES, seeded } from './content'

export type PageType = {
  name: string
  /** The status the page answers with. */
  status: 200 | 404
  path: (request: APIRequestContext) => Promise<string>
}

const fixed = (path: string) => async () => path

async function first(request: APIRequestContext, collection: string, query: Record<string, string> = {}) {
  const [doc] = seeded(await apiDocs(request, collection, { sort: 'id', limit: '20', ...query }))
  if (!doc) throw new Error(`the seed has no ${collection}`)
  return doc
}

/** A category that has articles of its own, so that its page shows a grid. */
async function categoryWithArticles(request: APIRequestContext): Promise<string> {
  for (const category of await apiDocs(request, 'categories', { sort: 'id' })) {
    const posts = await apiDocs(request, 'posts', { 'where[categories][in]': String(category.id), limit: '1' })
    if (posts.length > 0) return `/category/${category.slug}`
  }
  throw new Error('no category has articles')
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', status: 200, path: fixed('/') },
  {
    name: 'article',
    status: 200,
    path: async (request) => `/post/${(await first(request, 'posts', { sort: 'publishedAt' })).slug}`,
  },
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
  { name: 'category', status: 200, path: categoryWithArticles },
  { name: 'author', status: 200, path: async (request) => `/author/${(await first(request, 'authors')).id}` },
  {
    name: 'original series',
    status: 200,
    path: async (request) => `/original/${(await first(request, 'originals')).slug}`,
  },
  { name: 'articles index /post', status: 200, path: fixed('/post') },
  { name: 'articles index, page 2', status: 200, path: fixed('/post?page=2') },
  { name: 'categories index /category', status: 200, path: fixed('/category') },
  { name: 'authors index /author', status: 200, path: fixed('/author') },
  { name: 'originals index /original', status: 200, path: fixed('/original') },
  { name: 'originals index /category/originals', status: 200, path: fixed('/category/originals') },
  { name: 'pages index /page', status: 200, path: fixed('/page') },
  { name: 'memes /memes', status: 200, path: fixed('/memes') },
  { name: 'memes, two pages', status: 200, path: fixed('/memes?page=2') },
  {
    name: 'meme',
    status: 200,
    path: async (request) => `/meme/${(await first(request, 'memes', { sort: '-publishedAt' })).slug}`,
  },
  { name: 'printables /printables', status: 200, path: fixed('/printables') },
  { name: 'printables, filtered', status: 200, path: fixed('/printables?grade=grade-3&subject=math') },
  {
    name: 'printable',
    status: 200,
    path: async (request) => `/printable/${(await first(request, 'printables', { sort: '-publishedAt' })).slug}`,
  },
  { name: 'giveaways /giveaways', status: 200, path: fixed('/giveaways') },
  { name: 'giveaways index /giveaway-old', status: 200, path: fixed('/giveaway-old') },
  { name: 'giveaway, open', status: 200, path: fixed('/giveaway-old/caption-contest-coffee-machine') },
  { name: 'giveaway, winner announced', status: 200, path: fixed('/giveaway-old/back-to-school-stationery-hamper') },
  { name: 'giveaway, upcoming', status: 200, path: fixed('/giveaway-old/summer-reading-stack') },
  { name: 'giveaway, closed (winner not drawn yet)', status: 200, path: fixed('/giveaway-old/marking-pen-bundle') },
  { name: 'giveaway, disabled /disabled-holiday-giveaway', status: 200, path: fixed('/disabled-holiday-giveaway') },
  { name: 'CMS page /giveaway-rules', status: 200, path: fixed('/giveaway-rules') },
  { name: 'faves of the day /faves-of-the-day', status: 200, path: fixed('/faves-of-the-day') },
  {
    name: 'faves of an earlier day',
    status: 200,
    path: async (request) => {
      const today = new Date().toISOString().slice(0, 10) // the e2e server's time zone is UTC
      const days = await apiDocs(request, 'faves', { sort: '-slug', limit: '2', 'where[slug][less_than_equal]': today })
      if (!days[1]) throw new Error('the seed has fewer than two faves days')
      return `/faves-of-the-day/${days[1].slug}`
    },
  },
  { name: 'videos /videos', status: 200, path: fixed('/videos') },
  {
    name: 'video',
    status: 200,
    path: async (request) => `/video/${(await first(request, 'videos', { sort: '-publishedAt' })).slug}`,
  },
  { name: 'video category', status: 200, path: fixed('/video-category/sketches') },
  { name: 'podcasts /podcasts', status: 200, path: fixed('/podcasts') },
  { name: 'podcast show', status: 200, path: fixed('/podcast/the-staffroom-kettle') },
  { name: 'podcast show, sorted', status: 200, path: fixed('/podcast/the-staffroom-kettle?sort=longest') },
  {
    name: 'podcast episode',
    status: 200,
    path: async (request) => {
      const [show] = await apiDocs(request, 'podcasts', { 'where[slug][equals]': 'the-staffroom-kettle' })
      const episode = await first(request, 'episodes', { 'where[show][equals]': String(show.id) })
      return `/podcast/the-staffroom-kettle/${episode.slug}`
    },
  },
  { name: 'comedy tour /comedy-tour', status: 200, path: fixed('/comedy-tour') },
  { name: 'comedy tour /teachers-do-stand-up-tour', status: 200, path: fixed('/teachers-do-stand-up-tour') },
  { name: 'comedy tour, filtered and near a ZIP code', status: 200, path: fixed('/comedy-tour?kind=seated&zip=10036') },
  { name: 'comedy tour archive', status: 200, path: fixed('/comedy-tour?view=archive') },
  { name: 'search /search', status: 200, path: fixed('/search') },
  { name: 'search results', status: 200, path: fixed('/search?q=marking') },
  { name: 'search results, filtered', status: 200, path: fixed('/search?q=teacher&type=posts&type=memes') },
  { name: 'search, nothing found', status: 200, path: fixed('/search?q=qwxzvbnm') },
  { name: 'account', status: 200, path: fixed('/account') },
  { name: 'not found', status: 404, path: fixed('/no-such-page/at-all') },
]
