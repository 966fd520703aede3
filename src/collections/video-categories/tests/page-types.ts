import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** A video category. */
export const pageTypes: PageType[] = [{ name: 'video category', status: 200, path: fixed('/video-category/sketches') }]
