import 'server-only'

import type { SearchRequest } from '@/components/search/search-href'
import type { ContentType } from '@/content/types'
import { payload } from '@/lib/payload'
import { MAX_PAGE, SEARCHABLE, SearchInputError, searchSite, type SearchResult } from '@/server/search'

export type SearchOutcome = {
  /** The index's answer; null with no words, or when the words could not be searched. */
  result: SearchResult | null
  /** Why the words could not be searched, in the visitor's words (too long, page out of range). */
  problem: string | null
  /** The filters the address asked for that are searched, and those that name nothing we search. */
  types: ContentType[]
  unknownTypes: string[]
  /** A page past the last one (or past the most search pages through): no such page, as on lists. */
  pastLastPage: boolean
}

const isSearchable = (type: string): type is ContentType => (SEARCHABLE as string[]).includes(type)

/**
 * One search for /search. Never cached: every address is a new question, answered from the index
 * (which publish and unpublish hooks keep current) on each request.
 */
export async function runSearch({ query, types: asked, page }: SearchRequest): Promise<SearchOutcome> {
  const types = asked.filter(isSearchable)
  const unknownTypes = asked.filter((type) => !isSearchable(type))
  const outcome = { result: null, problem: null, types, unknownTypes, pastLastPage: false }
  if (!query) return outcome
  if (page > MAX_PAGE) return { ...outcome, pastLastPage: true }
  try {
    const result = await searchSite(await payload(), { query, types, page })
    return { ...outcome, result, pastLastPage: page > Math.max(1, result.totalPages) }
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error
    return { ...outcome, problem: error.message }
  }
}
