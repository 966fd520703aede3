import type { APIRequestContext } from '@playwright/test'

import { apiDocs } from '../../../../tests/e2e/support/content'
import { fixed, type PageType } from '../../../../tests/e2e/support/page-type'

/** A category that has articles of its own, so that its page shows a grid. */
async function categoryWithArticles(request: APIRequestContext): Promise<string> {
  for (const category of await apiDocs(request, 'categories', { sort: 'id' })) {
    const posts = await apiDocs(request, 'posts', { 'where[categories][in]': String(category.id), limit: '1' })
    if (posts.length > 0) return `/category/${category.slug}`
  }
  throw new Error('no category has articles')
}

/** Categories: one with articles of its own, and the index. */
export const pageTypes: PageType[] = [
  { name: 'category', status: 200, path: categoryWithArticles },
  { name: 'categories index /category', status: 200, path: fixed('/category') },
]
