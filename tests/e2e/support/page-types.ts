/**
 * One address of every kind of public page, read from the seeded content through the REST API:
 * the list the accessibility, HTML-validity and header specs walk. Each content type lists its
 * own in `src/collections/<type>/tests/page-types.ts`; the site's other pages are here.
 */
import type { ContentType } from '../../../src/content/types'
import { pageTypes as authors } from '../../../src/collections/authors/tests/page-types'
import { pageTypes as categories } from '../../../src/collections/categories/tests/page-types'
import { pageTypes as episodes } from '../../../src/collections/episodes/tests/page-types'
import { pageTypes as faves } from '../../../src/collections/faves/tests/page-types'
import { pageTypes as giveaways } from '../../../src/collections/giveaways/tests/page-types'
import { pageTypes as memes } from '../../../src/collections/memes/tests/page-types'
import { pageTypes as originals } from '../../../src/collections/originals/tests/page-types'
import { pageTypes as pages } from '../../../src/collections/pages/tests/page-types'
import { pageTypes as performers } from '../../../src/collections/performers/tests/page-types'
import { pageTypes as podcasts } from '../../../src/collections/podcasts/tests/page-types'
import { pageTypes as posts } from '../../../src/collections/posts/tests/page-types'
import { pageTypes as printables } from '../../../src/collections/printables/tests/page-types'
import { pageTypes as tourShows } from '../../../src/collections/tour-shows/tests/page-types'
import { pageTypes as videoCategories } from '../../../src/collections/video-categories/tests/page-types'
import { pageTypes as videos } from '../../../src/collections/videos/tests/page-types'
import { fixed, type PageType } from './page-type'

export type { PageType } from './page-type'

/** Each content type's page types, as its folder lists them. */
export const CONTENT_PAGE_TYPES: Record<ContentType, PageType[]> = {
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

const SITE_PAGES: PageType[] = [
  { name: 'home', status: 200, path: fixed('/') },
  { name: 'search /search', status: 200, path: fixed('/search') },
  { name: 'search results', status: 200, path: fixed('/search?q=marking') },
  { name: 'search results, filtered', status: 200, path: fixed('/search?q=teacher&type=posts&type=memes') },
  { name: 'search, nothing found', status: 200, path: fixed('/search?q=qwxzvbnm') },
  { name: 'account', status: 200, path: fixed('/account') },
  { name: 'not found', status: 404, path: fixed('/no-such-page/at-all') },
]

export const PAGE_TYPES: PageType[] = [...SITE_PAGES, ...Object.values(CONTENT_PAGE_TYPES).flat()]
