import { pageParam } from '@/components/pagination'

type Param = string | string[] | undefined

/** What /search was asked: the words, the types to keep (collection slugs) and the page. */
export type SearchRequest = { query: string; types: string[]; page: number }

const all = (value: Param) => (Array.isArray(value) ? value : value === undefined ? [] : [value])

/** The request in an address's `?q=…&type=…&type=…&page=N`; repeated or blank values are dropped. */
export function parseSearchRequest(params: { q?: Param; type?: Param; page?: Param }): SearchRequest {
  const query = (all(params.q)[0] ?? '').replace(/\s+/g, ' ').trim()
  const types = [
    ...new Set(
      all(params.type)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ]
  return { query, types, page: pageParam(params.page) }
}

/** The address of a search: one shareable URL per request; page 1 and no filter are left out. */
export function searchHref({ query, types = [], page = 1 }: Partial<SearchRequest>): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  for (const type of types) params.append('type', type)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/search?${search}` : '/search'
}

/** The types after a facet is clicked: on when it was off, off when it was on. */
export const toggleType = (types: string[], type: string) =>
  types.includes(type) ? types.filter((t) => t !== type) : [...types, type]
