import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** Podcasts: the index and a show, as listed and sorted. */
export const pageTypes: PageType[] = [
  { name: 'podcasts /podcasts', status: 200, path: fixed('/podcasts') },
  { name: 'podcast show', status: 200, path: fixed('/podcast/the-staffroom-kettle') },
  { name: 'podcast show, sorted', status: 200, path: fixed('/podcast/the-staffroom-kettle?sort=longest') },
]
