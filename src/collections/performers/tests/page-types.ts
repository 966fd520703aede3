import type { PageType } from '../../../../tests/e2e/support/page-type'

/** None of their own: performers show on the tour page (the tour shows' page types). */
export const pageTypes: PageType[] = []
