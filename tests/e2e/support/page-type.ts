/** One kind of public page the accessibility, HTML-validity and header specs open. */
import type { APIRequestContext } from '@playwright/test'

import { apiDocs, seeded } from './content'

export type PageType = {
  name: string
  /** The status the page answers with. */
  status: 200 | 404
  path: (request: APIRequestContext) => Promise<string>
}

export const fixed = (path: string) => async () => path

/** The first seeded document of `collection` in id order (or `query`'s). */
export async function first(request: APIRequestContext, collection: string, query: Record<string, string> = {}) {
  const [doc] = seeded(await apiDocs(request, collection, { sort: 'id', limit: '20', ...query }))
  if (!doc) throw new Error(`the seed has no ${collection}`)
  return doc
}
